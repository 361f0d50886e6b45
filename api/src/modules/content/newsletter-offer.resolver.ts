import { FieldResolver, Int, Resolver } from "type-graphql";
import { ShopPolicies } from "../settings/shop-policies";
import { WELCOME_PERCENTAGE } from "./newsletter.service";

/** The newsletter's offer among what the shop states to shoppers, so the storefront's texts read the figure the welcome code gives. */
@Resolver(() => ShopPolicies)
export class NewsletterOfferResolver {
  @FieldResolver(() => Int, { description: "How much the newsletter's welcome code takes off a first order, in percent" })
  newsletterWelcomePercentage(): number {
    return WELCOME_PERCENTAGE;
  }
}
