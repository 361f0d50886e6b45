import { Field, ID, ObjectType, registerEnumType } from "type-graphql";
import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from "typeorm";

export enum ReturnKind {
  RETURN = "return",
  EXCHANGE = "exchange",
}
registerEnumType(ReturnKind, {
  name: "ReturnKind",
  description: "RETURN (money back) or EXCHANGE (another size or colour of the same product)",
  valuesConfig: {
    RETURN: { description: "The items go back for money back" },
    EXCHANGE: { description: "The items go back for another size or colour of the same product" },
  },
});

export enum ReturnStatus {
  REQUESTED = "requested",
  APPROVED = "approved",
  REJECTED = "rejected",
  RECEIVED = "received",
}
registerEnumType(ReturnStatus, {
  name: "ReturnStatus",
  description:
    "REQUESTED by the customer -> APPROVED (an exchange's stock is reserved) or REJECTED (with a message) -> RECEIVED (stock back, refund or replacement sent)",
  valuesConfig: {
    REQUESTED: { description: "Asked by the customer, waiting for an admin's decision" },
    APPROVED: { description: "Approved: the customer sends the parcel back (an exchange's new stock is reserved)" },
    REJECTED: { description: "Rejected, with a message to the customer" },
    RECEIVED: { description: "The parcel came back: stock back when restockable, the refund made or a replacement order placed" },
  },
});

/** A customer's request to send (some of) a delivered order back, for money or for another size or colour. */
@ObjectType({ description: "A return or exchange of lines of a delivered order" })
@Entity("return_requests")
@Index("IDX_return_requests_order", ["orderId", "createdAt"])
export class ReturnRequest {
  @Field(() => ID, { description: "The request's id" })
  @PrimaryGeneratedColumn("uuid")
  id: string;

  @Field(() => ID, { description: "The order" })
  @Column({ type: "uuid" })
  orderId: string;

  @Field(() => ReturnKind, { description: "Return or exchange" })
  @Column({ type: "enum", enum: ReturnKind, enumName: "return_kind" })
  kind: ReturnKind;

  @Field(() => ReturnStatus, { description: "Where the request is" })
  @Column({ type: "enum", enum: ReturnStatus, enumName: "return_status", default: ReturnStatus.REQUESTED })
  status: ReturnStatus;

  @Field({ description: "The customer's reason" })
  @Column()
  reason: string;

  /** The photos' references: private keys, or public image URLs in requests made before photos were private (ReturnsResolver.photos links to both). */
  @Column({ type: "jsonb", default: [] })
  photos: string[];

  @Field(() => String, { nullable: true, description: "The admin's message to the customer (why it was rejected, how to send it)" })
  @Column({ type: "varchar", nullable: true })
  adminMessage: string | null;

  @Field(() => ID, { nullable: true, description: "The replacement order an exchange ships (zero value)" })
  @Column({ type: "uuid", nullable: true })
  replacementOrderId: string | null;

  @Field({ description: "When the customer asked" })
  @CreateDateColumn({ type: "timestamptz" })
  createdAt: Date;

  @Field(() => Date, { description: "When an admin approved or rejected it; null until then", nullable: true })
  @Column({ type: "timestamptz", nullable: true })
  decidedAt: Date | null;

  @Field(() => Date, { description: "When the parcel came back; null until then", nullable: true })
  @Column({ type: "timestamptz", nullable: true })
  receivedAt: Date | null;
}
