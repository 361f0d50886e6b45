import { Field, InputType, Int, ObjectType } from "type-graphql";
import { Connected } from "../../common/pagination";
import { KeptUnlessSent } from "../../common/partial-update";
import { ServiceabilityRule } from "./serviceability-rule.entity";

@ObjectType({ description: "When an order to a pincode arrives, or that the shop does not deliver there" })
export class DeliveryEstimate {
  @Field({ description: "The pincode asked about" })
  pincode: string;

  @Field({ description: "Whether the shop delivers to the pincode" })
  deliverable: boolean;

  @Field({ description: "Whether cash on delivery is offered there (the order's value and the customer may still rule it out)" })
  codAvailable: boolean;

  @Field(() => Int, {
    description:
      "Business days from dispatch to delivery there (the rule's, or the policies' longest where no rule covers it); null when the shop does not deliver there",
    nullable: true,
  })
  daysToDeliver: number | null;

  @Field(() => Date, {
    nullable: true,
    description:
      "A moment on the day of delivery, India time: dispatch and delivery counted in business days (Sundays and holidays skipped)",
  })
  deliverBy: Date | null;

  @Field({ description: "What to show: 'Delivered by Thu, 27 Nov' or 'We do not deliver to 999999 yet'" })
  message: string;
}

@InputType({ description: "A delivery rule as the admin form sends it" })
export class ServiceabilityRuleInput {
  @Field({ description: "A prefix (560), one pincode (560001) or a range (400001-400099)" })
  pincodes: string;

  @Field(() => Int, { description: "1 to 30" })
  daysToDeliver: number;

  @Field({ description: "Whether cash on delivery is offered there (default true)", defaultValue: true })
  codAvailable: boolean = true;
}

@InputType({ description: "Admin: the fields of a delivery rule to change; a field left out keeps its value" })
export class UpdateServiceabilityRuleInput {
  @Field(() => String, { nullable: true, description: "New pincodes: a prefix, one pincode or a range; left out: unchanged" })
  @KeptUnlessSent("Pincodes are required")
  pincodes?: string | null;

  @Field(() => Int, { nullable: true, description: "New days to deliver, 1 to 30; left out: unchanged" })
  @KeptUnlessSent("Days to deliver are required")
  daysToDeliver?: number | null;

  @Field(() => Boolean, { nullable: true, description: "Offer cash on delivery there or not; left out: unchanged" })
  @KeptUnlessSent("Whether cash on delivery is offered is required")
  codAvailable?: boolean | null;
}

@ObjectType({ description: "A page of delivery rules" })
export class ServiceabilityRuleConnection extends Connected(ServiceabilityRule, "ServiceabilityRule") {}
