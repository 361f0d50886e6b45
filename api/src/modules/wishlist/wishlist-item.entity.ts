import { Field, ObjectType } from "type-graphql";
import { CreateDateColumn, Entity, Index, ManyToOne, PrimaryColumn } from "typeorm";
import { User } from "../auth/user.entity";
import { Product } from "../product/product.entity";

/**
 * A product a signed-in customer keeps for later. A guest's wishlist lives in their browser and
 * is merged into these rows when they sign in.
 */
@ObjectType({ description: "A product on the signed-in customer's wishlist" })
@Entity("wishlist_items")
@Index("IDX_wishlist_items_user_newest", ["userId", "addedAt"])
@Index("IDX_wishlist_items_product", ["productId"])
export class WishlistItem {
  @PrimaryColumn("uuid")
  userId: string;

  @PrimaryColumn("uuid")
  productId: string;

  @ManyToOne(() => User, { nullable: false, onDelete: "CASCADE" })
  user: User;

  // A deleted product leaves the wishlists it was on.
  @Field(() => Product, { description: "The product saved" })
  @ManyToOne(() => Product, { nullable: false, onDelete: "CASCADE" })
  product: Product;

  @Field({ description: "When the customer saved it" })
  @CreateDateColumn({ type: "timestamptz" })
  addedAt: Date;
}
