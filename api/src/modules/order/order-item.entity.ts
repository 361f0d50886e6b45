import { Field, ID, Int, ObjectType } from "type-graphql";
import { Column, Entity, Index, ManyToOne, PrimaryGeneratedColumn } from "typeorm";
import { Money, toMoney } from "../../vocabulary/money";
import { Image } from "../asset/image";
import { Product } from "../product/product.entity";
import { ProductVariant } from "../product/product-variant.entity";
import { Order } from "./order.entity";

/** One line of an order as it was bought: name, image and price are copies, not links. */
@ObjectType({ description: "A line of an order, as it was when the order was placed" })
@Entity("order_items")
@Index("IDX_order_items_order", ["orderId", "position"])
export class OrderItem {
  @Field(() => ID, { description: "The line's id" })
  @PrimaryGeneratedColumn("uuid")
  id: string;

  @ManyToOne(() => Order, { onDelete: "CASCADE", nullable: false })
  order: Order;

  @Column()
  orderId: string;

  /** Kept for links and for stock on cancellation; null once the product is deleted. */
  @ManyToOne(() => Product, { onDelete: "SET NULL", nullable: true })
  product: Product | null;

  @Field(() => ID, { nullable: true, description: "Null when the product has since been deleted" })
  @Column({ type: "uuid", nullable: true })
  productId: string | null;

  /** Kept for stock on cancellation and returns; null once the variant is deleted. */
  @ManyToOne(() => ProductVariant, { onDelete: "SET NULL", nullable: true })
  variant: ProductVariant | null;

  @Field(() => ID, { nullable: true, description: "Null when the variant has since been deleted" })
  @Column({ type: "uuid", nullable: true })
  variantId: string | null;

  @Field(() => String, {
    nullable: true,
    description: "The variant's SKU when it was bought (null for orders placed before variants had SKUs of their own)",
  })
  @Column({ type: "varchar", nullable: true })
  sku: string | null;

  /** The line's place in the bag, so items list in the order the shopper added them. */
  @Column({ type: "integer" })
  position: number;

  @Field({ description: "The product's name when bought" })
  @Column()
  name: string;

  @Field(() => Image, { description: "The product's picture when bought; null for none", nullable: true })
  @Column({ type: "jsonb", nullable: true })
  image: Image | null;

  @Column({ type: "integer" })
  unitPricePaise: number;

  @Field(() => Int, { description: "How many" })
  @Column({ type: "integer" })
  quantity: number;

  @Field(() => String, { description: "The size bought; null for a product without sizes", nullable: true })
  @Column({ type: "varchar", nullable: true })
  size: string | null;

  @Field(() => String, { description: "The colour bought; null for a product without colours", nullable: true })
  @Column({ type: "varchar", nullable: true })
  color: string | null;

  @Field({ description: "Whether the line was gift wrapped" })
  @Column({ default: false })
  giftWrap: boolean;

  @Field(() => Money, { description: "The unit price paid" })
  get price(): Money {
    return toMoney(this.unitPricePaise);
  }

  @Field(() => Money, { description: "Price times quantity" })
  get lineTotal(): Money {
    return toMoney(this.unitPricePaise * this.quantity);
  }
}
