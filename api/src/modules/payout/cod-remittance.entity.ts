import { Field, ID, ObjectType } from "type-graphql";
import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from "typeorm";
import { Money, PAISE_TOTAL_COLUMN, toMoney } from "../../vocabulary/money";

/** Cash a courier collected on delivery and paid into the shop's bank account, for the orders it names. */
@ObjectType({ description: "Cash on delivery a courier paid to the shop, for the orders it covers (admins)" })
@Entity("cod_remittances")
@Index("IDX_cod_remittances_received_on", ["receivedOn"])
export class CodRemittance {
  @Field(() => ID, { description: "The remittance's id" })
  @PrimaryGeneratedColumn("uuid")
  id: string;

  @Field({ description: "The courier that paid it" })
  @Column()
  courier: string;

  @Field({ description: "The Indian date the money reached the bank, YYYY-MM-DD" })
  @Column({ type: "date" })
  receivedOn: string;

  @Field({ description: "The bank reference (UTR) of the transfer" })
  @Column()
  reference: string;

  @Column(PAISE_TOTAL_COLUMN)
  amountPaise: number;

  /** What the orders it covers came to: their totals, collected at the door. */
  @Column(PAISE_TOTAL_COLUMN)
  ordersTotalPaise: number;

  @Field({ description: "When it was recorded" })
  @CreateDateColumn({ type: "timestamptz" })
  createdAt: Date;

  @Field(() => [CodRemittanceOrder], { description: "The orders it covers" })
  orders: CodRemittanceOrder[];

  @Field(() => Money, { name: "amount", description: "What the courier paid" })
  get amount(): Money {
    return toMoney(this.amountPaise);
  }

  @Field(() => Money, { name: "ordersTotal", description: "What the orders it covers came to" })
  get ordersTotal(): Money {
    return toMoney(this.ordersTotalPaise);
  }

  @Field(() => Money, {
    name: "difference",
    description: "What was paid less what the orders came to: negative when the courier paid less",
  })
  get difference(): Money {
    return toMoney(this.amountPaise - this.ordersTotalPaise);
  }
}

/** One order a remittance covers: an order is remitted once (its id is the key). */
@ObjectType({ description: "An order a COD remittance covers (admins)" })
@Entity("cod_remittance_orders")
@Index("IDX_cod_remittance_orders_remittance", ["remittanceId"])
export class CodRemittanceOrder {
  @Field(() => ID, { description: "The order" })
  @Column({ type: "uuid", primary: true })
  orderId: string;

  @Column({ type: "uuid" })
  remittanceId: string;

  @Column(PAISE_TOTAL_COLUMN)
  amountPaise: number;

  @Field(() => Money, { name: "amount", description: "What the order came to, collected at the door" })
  get amount(): Money {
    return toMoney(this.amountPaise);
  }
}
