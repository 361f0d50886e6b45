import { Field, ID, ObjectType } from "type-graphql";
import { ShippingInfo } from "../../vocabulary/shipping-info";
import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn, UpdateDateColumn } from "typeorm";

/** One address of a customer's address book (home, office, a parent's place for gifts): a checkout's address fields with a label. */
@ObjectType({ description: "A saved delivery address of the signed-in customer" })
@Entity("customer_addresses")
@Index("IDX_customer_addresses_user_id", ["userId"])
// At most one default per customer: a partial unique index, hand-written in the migration.
@Index("UQ_customer_addresses_default", { synchronize: false })
export class CustomerAddress extends ShippingInfo {
  @Field(() => ID, { description: "The address's id, for updateAddress, setDefaultAddress and deleteAddress" })
  @PrimaryGeneratedColumn("uuid")
  id: string;

  @Column("uuid")
  userId: string;

  @Field({ description: "What the customer calls it: Home, Office, ..." })
  @Column()
  label: string;

  @Field({ description: "Chosen first at checkout" })
  @Column({ default: false })
  isDefault: boolean;

  @Field({ description: "When it was saved" })
  @CreateDateColumn({ type: "timestamptz" })
  createdAt: Date;

  @UpdateDateColumn({ type: "timestamptz" })
  updatedAt: Date;
}
