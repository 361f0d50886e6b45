import { Field, ID, Int, ObjectType } from "type-graphql";
import { Check, Column, CreateDateColumn, Entity, Index, ManyToOne, PrimaryGeneratedColumn, UpdateDateColumn } from "typeorm";
import { User } from "../auth/user.entity";
import { Product } from "../product/product.entity";

/** A customer's rating and comment on a product: one per customer and product, replaced when they review again. */
@ObjectType({ description: "A customer's rating of a product, 1 to 5 stars, with a comment" })
@Entity("reviews")
@Index("IDX_reviews_one_per_customer", ["productId", "userId"], { unique: true })
@Index("IDX_reviews_product_newest", ["productId", "createdAt"])
@Check("CHK_reviews_rating", `"rating" BETWEEN 1 AND 5`)
export class Review {
  @Field(() => ID, { description: "The review's id" })
  @PrimaryGeneratedColumn("uuid")
  id: string;

  @ManyToOne(() => Product, { nullable: false, onDelete: "CASCADE" })
  product: Product;

  @Field(() => ID, { description: "The product reviewed" })
  @Column()
  productId: string;

  @ManyToOne(() => User, { nullable: false, onDelete: "CASCADE" })
  user: User;

  @Index()
  @Column()
  userId: string;

  @Field(() => Int, { description: "Stars, 1 to 5" })
  @Column({ type: "smallint" })
  rating: number;

  @Field({ description: "The review's text" })
  @Column({ type: "text" })
  comment: string;

  @Field({ description: "When the review was written" })
  @CreateDateColumn({ type: "timestamptz" })
  createdAt: Date;

  @Field({ description: "When the review last changed" })
  @UpdateDateColumn({ type: "timestamptz" })
  updatedAt: Date;

  /**
   * The author's name, when it was read with the review (a product page reads both in one
   * statement); null for a deleted account. Not a column: left undefined, the resolver loads it.
   */
  author?: Pick<User, "firstName" | "lastName"> | null;
}

/** The reviewer as shown publicly: first name and last initial, "Priya S."; "A customer" once the account is gone. */
export function reviewerName(user: Pick<User, "firstName" | "lastName"> | null): string {
  return user ? `${user.firstName} ${user.lastName.charAt(0)}.`.trim() : "A customer";
}
