import { Arg, Args, Ctx, ID, Mutation, Query, Resolver } from "type-graphql";
import { AS_ADMIN, raising } from "../../common/errors/raises";
import { Deleted } from "../../common/deleted";
import { Permission } from "../../common/auth/permissions";
import { Requires } from "../../common/auth/requires";
import { RequestContext } from "../../common/context";
import { ServiceabilityRule } from "./serviceability-rule.entity";
import { ConnectionArgs, connect, pagedComplexity } from "../../common/pagination";
import {
  DeliveryEstimate,
  ServiceabilityRuleConnection,
  ServiceabilityRuleInput,
  UpdateServiceabilityRuleInput,
} from "./serviceability.types";

@Resolver()
export class ServiceabilityResolver {
  @Query(() => DeliveryEstimate, {
    description: raising("When an order to this pincode arrives. Errors: 'Enter a 6-digit pincode'", "BAD_USER_INPUT"),
  })
  async deliveryEstimate(
    @Arg("pincode", { description: "A 6-digit Indian pincode" }) pincode: string,
    @Ctx() ctx: RequestContext,
  ): Promise<DeliveryEstimate> {
    return ctx.services.serviceability.estimate(pincode);
  }

  @Requires(Permission.MANAGE_SETTINGS)
  @Query(() => ServiceabilityRuleConnection, {
    description: raising("Admin: the delivery rules by pincode, in pincode order", AS_ADMIN, "BAD_USER_INPUT"),
    complexity: pagedComplexity,
  })
  async serviceabilityRules(@Args() paging: ConnectionArgs, @Ctx() ctx: RequestContext): Promise<ServiceabilityRuleConnection> {
    return connect(paging, (window) => ctx.services.serviceability.list(window));
  }

  @Requires(Permission.MANAGE_SETTINGS)
  @Mutation(() => ServiceabilityRule, { description: raising("Admin: adds a delivery rule", AS_ADMIN, "BAD_USER_INPUT") })
  async createServiceabilityRule(
    @Arg("input", { description: "The pincodes and what delivery to them offers" }) input: ServiceabilityRuleInput,
    @Ctx() ctx: RequestContext,
  ): Promise<ServiceabilityRule> {
    return ctx.services.serviceability.create(input);
  }

  @Requires(Permission.MANAGE_SETTINGS)
  @Mutation(() => ServiceabilityRule, {
    description: raising("Admin: changes the fields sent and keeps the others", AS_ADMIN, "NOT_FOUND", "BAD_USER_INPUT"),
  })
  async updateServiceabilityRule(
    @Arg("id", () => ID, { description: "The rule to change" }) id: string,
    @Arg("input", { description: "Only the fields to change" }) input: UpdateServiceabilityRuleInput,
    @Ctx() ctx: RequestContext,
  ): Promise<ServiceabilityRule> {
    return ctx.services.serviceability.update(id, input);
  }

  @Requires(Permission.MANAGE_SETTINGS)
  @Mutation(() => Deleted, { description: raising("Admin: deletes a delivery rule", AS_ADMIN, "NOT_FOUND") })
  async deleteServiceabilityRule(
    @Arg("id", () => ID, { description: "The rule to delete" }) id: string,
    @Ctx() ctx: RequestContext,
  ): Promise<Deleted> {
    await ctx.services.serviceability.delete(id);
    return { id };
  }
}
