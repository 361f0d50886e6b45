import { Field, ID, ObjectType } from "type-graphql";
import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn, UpdateDateColumn } from "typeorm";
import { Image } from "./image";

@ObjectType({ description: "A group of products shown together, e.g. Backpacks" })
@Entity("categories")
export class Category {
  @Field(() => ID)
  @PrimaryGeneratedColumn("uuid")
  id: string;

  @Field()
  @Column()
  name: string;

  @Field({ description: "Unique, derived from the name: used in /collections/{slug}" })
  @Index({ unique: true })
  @Column()
  slug: string;

  @Field()
  @Column({ type: "text" })
  description: string;

  @Field(() => Image, { nullable: true })
  @Column({ type: "jsonb", nullable: true })
  image: Image | null;

  @Field({ description: "Unpublished categories are visible to admins only" })
  @Column({ default: true })
  isPublished: boolean;

  @Field()
  @CreateDateColumn({ type: "timestamptz" })
  createdAt: Date;

  @UpdateDateColumn({ type: "timestamptz" })
  updatedAt: Date;
}
