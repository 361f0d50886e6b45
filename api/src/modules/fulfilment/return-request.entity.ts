import { Field, ID, ObjectType } from "type-graphql";
import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from "typeorm";
import { ReturnKind, ReturnStatus } from "../../vocabulary/return-request";

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
