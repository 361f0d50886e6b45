import { Check, Column, CreateDateColumn, Entity, Index, ManyToOne, PrimaryGeneratedColumn, Relation } from "typeorm";
import { Product } from "../catalog/product.entity";
import type { Cart } from "./cart.entity";

/**
 * A product in a bag in one size and color. Unique per bag, product, size and color: adding the
 * same again raises the quantity. Sizes and colors a product does not have are stored as "".
 */
@Entity("cart_lines")
@Index("UQ_cart_lines_variant", ["cartId", "productId", "size", "color"], { unique: true })
@Check("CHK_cart_lines_quantity", `"quantity" BETWEEN 1 AND 999`)
export class CartLine {
  @PrimaryGeneratedColumn("uuid")
  id: string;

  // Relation<> keeps the circular Cart <-> CartLine import out of the decorator metadata.
  @ManyToOne("Cart", (cart: Cart) => cart.lines, { onDelete: "CASCADE", nullable: false })
  cart: Relation<Cart>;

  @Column()
  cartId: string;

  /** A product deleted from the catalog leaves every bag with it. */
  @ManyToOne(() => Product, { onDelete: "CASCADE", nullable: false })
  product: Product;

  @Column()
  productId: string;

  @Column({ default: "" })
  size: string;

  @Column({ default: "" })
  color: string;

  @Column({ type: "integer" })
  quantity: number;

  @Column({ default: false })
  giftWrap: boolean;

  @CreateDateColumn({ type: "timestamptz" })
  createdAt: Date;
}
