import { Field, ID, Int, ObjectType } from "type-graphql";
import { Column, Entity, Index, PrimaryGeneratedColumn } from "typeorm";

/** One order line (or part of it) in a return request; an exchange names the size and colour wanted instead. */
@ObjectType({ description: "A line of a return or exchange" })
@Entity("return_lines")
@Index("IDX_return_lines_request", ["requestId"])
export class ReturnLine {
  @Field(() => ID, { description: "The line's id" })
  @PrimaryGeneratedColumn("uuid")
  id: string;

  @Column({ type: "uuid" })
  requestId: string;

  @Field(() => ID, { description: "The order line sent back" })
  @Column({ type: "uuid" })
  orderItemId: string;

  @Field(() => Int, { description: "How many of it" })
  @Column({ type: "int" })
  quantity: number;

  @Field(() => String, { nullable: true, description: "Exchange: the size wanted instead" })
  @Column({ type: "varchar", nullable: true })
  exchangeSize: string | null;

  @Field(() => String, { nullable: true, description: "Exchange: the colour wanted instead" })
  @Column({ type: "varchar", nullable: true })
  exchangeColor: string | null;

  /** Exchange: the variant of that size and colour, whose stock is held once approved. */
  @Field(() => ID, { nullable: true, description: "Exchange: the variant wanted instead" })
  @Column({ type: "uuid", nullable: true })
  exchangeVariantId: string | null;
}
