import { Field, ID, ObjectType } from "type-graphql";
import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn, UpdateDateColumn } from "typeorm";
import { Image } from "../asset/image";

@ObjectType({ description: "A group of products shown together, e.g. Backpacks" })
@Entity("categories")
export class Category {
  @Field(() => ID, { description: "The category's id" })
  @PrimaryGeneratedColumn("uuid")
  id: string;

  @Field({ description: "The category's name" })
  @Column()
  name: string;

  @Field({ description: "Unique: the admin's handle, else built from the name; used in /collections/{slug}" })
  @Index({ unique: true })
  @Column()
  slug: string;

  @Field({ description: "The category's description text" })
  @Column({ type: "text" })
  description: string;

  @Field(() => String, {
    description: "The title search engines and shares show before the shop's name; null: the category's name",
    nullable: true,
  })
  @Column({ type: "varchar", nullable: true })
  seoTitle: string | null;

  @Field(() => String, {
    description: "The meta description search engines and shares show; null: the start of the category's description",
    nullable: true,
  })
  @Column({ type: "varchar", nullable: true })
  seoDescription: string | null;

  @Field(() => Image, { description: "The category's picture; null for none", nullable: true })
  @Column({ type: "jsonb", nullable: true })
  image: Image | null;

  @Field({ description: "Unpublished categories are visible to admins only" })
  @Column({ default: true })
  isPublished: boolean;

  @Field({ description: "When the category was added" })
  @CreateDateColumn({ type: "timestamptz" })
  createdAt: Date;

  @UpdateDateColumn({ type: "timestamptz" })
  updatedAt: Date;
}
