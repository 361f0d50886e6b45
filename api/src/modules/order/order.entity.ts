import { Field, ID, ObjectType, registerEnumType } from "type-graphql";
import { Column, CreateDateColumn, Entity, Index, ManyToOne, PrimaryGeneratedColumn, Unique, UpdateDateColumn } from "typeorm";
import { User } from "../auth/user.entity";
import { PriceBreakdown } from "../cart/price-breakdown";
import { PaymentMethod } from "../../vocabulary/payment-method";
import { PaymentStatus } from "../../vocabulary/payment-status";
import { ShippingInfo } from "../../vocabulary/shipping-info";

export enum OrderStatus {
  PENDING = "pending",
  PROCESSING = "processing",
  SHIPPED = "shipped",
  DELIVERED = "delivered",
  RETURN_REQUESTED = "return_requested",
  RETURNED = "returned",
  EXCHANGED = "exchanged",
  /** RTO: the parcel came back undelivered (refused at the door, or nobody to take it). */
  RETURNED_TO_ORIGIN = "returned_to_origin",
  CANCELLED = "cancelled",
}
registerEnumType(OrderStatus, {
  name: "OrderStatus",
  description:
    "PENDING -> PROCESSING -> SHIPPED -> DELIVERED (PENDING may ship at once); CANCELLED only before it ships; after delivery a return or exchange request " +
    "makes it RETURN_REQUESTED, then RETURNED or EXCHANGED when the parcel comes back (DELIVERED again if the request is rejected); a SHIPPED parcel refused at delivery " +
    "comes back RETURNED_TO_ORIGIN (RTO). Enforced by the server.",
  valuesConfig: {
    PENDING: { description: "Placed, not yet being packed" },
    PROCESSING: { description: "Being packed" },
    SHIPPED: { description: "Handed to the courier (Order.shipment)" },
    DELIVERED: { description: "Delivered (Order.deliveredAt); a COD order is paid then" },
    CANCELLED: { description: "Cancelled before shipping: stock given back, a paid order refunded" },
    RETURN_REQUESTED: { description: "Delivered, with a return or exchange request open" },
    RETURNED: { description: "A returned parcel came back" },
    EXCHANGED: { description: "An exchanged parcel came back and a replacement order was placed" },
    RETURNED_TO_ORIGIN: { description: "The parcel was refused or undeliverable and came back (RTO)" },
  },
});

/**
 * A placed order. Its lines (OrderItem), address, totals and the customer's email are copies
 * taken when it was placed, so later catalog or account edits do not change it.
 */
@ObjectType({ description: "A placed order" })
@Entity("orders")
@Index("IDX_orders_created_at", ["createdAt"])
@Index("IDX_orders_user_created_at", ["userId", "createdAt"])
@Unique("UQ_orders_number", ["number"])
@Unique("UQ_orders_serial", ["serial"])
export class Order {
  @Field(() => ID, { description: "The order's id: what the API takes wherever it asks for an order" })
  @PrimaryGeneratedColumn("uuid")
  id: string;

  @Field({
    description:
      "The number customers and staff quote, e.g. BZ-10234: the shop's order prefix (when the order was placed), a dash and a serial that " +
      "counts every order, consecutive with no gaps. For people; the API identifies an order by its id",
  })
  @Column({ type: "varchar", length: 12 })
  number: string;

  /** The number's serial: one counter for all orders (order-numbers.ts), so a prefix change does not restart it. */
  @Column({ type: "integer" })
  serial: number;

  @ManyToOne(() => User, { onDelete: "SET NULL", nullable: true })
  user: User | null;

  @Column({ type: "uuid", nullable: true })
  userId: string | null;

  @Field({ description: "The customer's account email when the order was placed" })
  @Column()
  customerEmail: string;

  /**
   * The checkout this order came from: one order per checkout, whatever retries happen. The
   * relation (for its foreign key) names the checkout entity by name: checkout places orders and
   * sits above order, which imports nothing of it.
   */
  @ManyToOne("Checkout", { onDelete: "SET NULL", nullable: true })
  checkout: object | null;

  @Index("UQ_orders_checkout", { unique: true })
  @Column({ type: "uuid", nullable: true })
  checkoutId: string | null;

  @Field(() => OrderStatus, { description: "Where the order is in its lifecycle" })
  @Column({ type: "enum", enum: OrderStatus, enumName: "order_status", default: OrderStatus.PENDING })
  status: OrderStatus;

  @Field(() => PaymentMethod, { description: "How the order is paid" })
  @Column({ type: "enum", enum: PaymentMethod, enumName: "payment_method" })
  paymentMethod: PaymentMethod;

  @Field(() => PaymentStatus, { description: "What has been paid, from the payment and refund records" })
  @Column({ type: "enum", enum: PaymentStatus, enumName: "payment_status" })
  paymentStatus: PaymentStatus;

  @Field(() => PriceBreakdown, { description: "The amounts the order was placed at (Money: integer paise)" })
  @Column(() => PriceBreakdown, { prefix: false })
  totals: PriceBreakdown;

  @Field(() => String, { nullable: true, description: "The coupon code used, if any" })
  @Column({ type: "varchar", nullable: true })
  couponCode: string | null;

  @Field(() => ShippingInfo, { description: "Where the order goes" })
  @Column(() => ShippingInfo, { prefix: "shipping" })
  shippingInfo: ShippingInfo;

  @Field(() => Date, { description: "When the order was paid; null while unpaid", nullable: true })
  @Column({ type: "timestamptz", nullable: true })
  paidAt: Date | null;

  @Field(() => Date, { nullable: true, description: "Set when an admin marks the order Delivered" })
  @Column({ type: "timestamptz", nullable: true })
  deliveredAt: Date | null;

  @Field(() => Date, { description: "When the order was cancelled; null if it was not", nullable: true })
  @Column({ type: "timestamptz", nullable: true })
  cancelledAt: Date | null;

  @Field(() => ID, { nullable: true, description: "For the replacement an exchange ships: the order it replaces (itself of zero value)" })
  @Column({ type: "uuid", nullable: true })
  replacesOrderId: string | null;

  @Field({ description: "When the order was placed" })
  @CreateDateColumn({ type: "timestamptz" })
  createdAt: Date;

  @UpdateDateColumn({ type: "timestamptz" })
  updatedAt: Date;
}
