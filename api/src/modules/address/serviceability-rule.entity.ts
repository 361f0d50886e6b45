import { Field, ID, Int, ObjectType } from "type-graphql";
import { Check, Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from "typeorm";
import { describePincodes } from "./pincode-range";

/**
 * Where the shop delivers: a range of pincodes (a prefix is the range it covers), how many days a
 * parcel takes there, and whether cash on delivery is offered. Ranges may overlap: the narrowest
 * rule that covers a pincode decides, so '78' (the north-east) can be slower than '781' (Guwahati).
 */
@ObjectType({ description: "A delivery rule for a range of pincodes" })
@Entity("serviceability_rules")
@Check("CHK_serviceability_rules_range", `"pincode_from" <= "pincode_to"`)
@Check("CHK_serviceability_rules_days", `"days_to_deliver" BETWEEN 1 AND 30`)
@Index("IDX_serviceability_rules_range", ["pincodeFrom", "pincodeTo"])
export class ServiceabilityRule {
  @Field(() => ID, { description: "The rule's id" })
  @PrimaryGeneratedColumn("uuid")
  id: string;

  @Field({ description: "First pincode covered" })
  @Column({ type: "char", length: 6 })
  pincodeFrom: string;

  @Field({ description: "Last pincode covered" })
  @Column({ type: "char", length: 6 })
  pincodeTo: string;

  @Field(() => Int, { description: "Days from order to delivery" })
  @Column({ type: "smallint" })
  daysToDeliver: number;

  @Field({ description: "Whether cash on delivery is offered for these pincodes" })
  @Column({ default: true })
  codAvailable: boolean;

  @Field({ description: "When the rule was added" })
  @CreateDateColumn({ type: "timestamptz" })
  createdAt: Date;

  @Field({ description: "The pincodes as an admin writes them: a prefix ('560'), one pincode, or a range ('400001-400099')" })
  get pincodes(): string {
    return describePincodes(this.pincodeFrom, this.pincodeTo);
  }
}
