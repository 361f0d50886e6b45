import { Check, Column, CreateDateColumn, Entity, Index, ManyToOne, PrimaryGeneratedColumn, Relation } from "typeorm";
import { Product } from "../product/product.entity";
import { ProductVariant } from "../product/product-variant.entity";
import type { Cart } from "./cart.entity";

/**
 * A variant of a product in a bag. Unique per bag and variant (its product, size and color):
 * adding the same again raises the quantity. The size and color copy the variant's, "" for none,
 * so the REST API can name lines by them.
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

  /** A variant the shop stops selling leaves every bag with it. */
  @ManyToOne(() => ProductVariant, { onDelete: "CASCADE", nullable: false })
  variant: ProductVariant;

  @Column({ type: "uuid" })
  variantId: string;

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
