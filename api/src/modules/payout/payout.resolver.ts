import { Arg, Args, Ctx, ID, Mutation, Query, Resolver } from "type-graphql";
import { Permission } from "../../common/auth/permissions";
import { Requires } from "../../common/auth/requires";
import { AS_ADMIN, raising } from "../../common/errors/raises";
import { RequestContext } from "../../common/context";
import { ConnectionArgs, connect, lookupComplexity, pagedComplexity } from "../../common/pagination";
import { PayoutConnection, PayoutDetails, UnsettledPaymentConnection } from "./payout.types";

@Resolver()
export class PayoutResolver {
  @Requires(Permission.VIEW_REPORTS)
  @Query(() => PayoutConnection, {
    description: raising(
      "Admin: Razorpay's settlements into the shop's bank account, latest first, with their totals",
      AS_ADMIN,
      "BAD_USER_INPUT",
    ),
    complexity: pagedComplexity,
  })
  async payouts(@Args() paging: ConnectionArgs, @Ctx() ctx: RequestContext): Promise<PayoutConnection> {
    return connect(paging, (window) => ctx.services.payouts.list(window));
  }

  @Requires(Permission.VIEW_REPORTS)
  @Query(() => PayoutDetails, {
    description: raising("Admin: one payout with the orders it paid and the refunds it took back", AS_ADMIN, "NOT_FOUND"),
    complexity: lookupComplexity,
  })
  async payout(@Arg("id", () => ID, { description: "The payout's id" }) id: string, @Ctx() ctx: RequestContext): Promise<PayoutDetails> {
    return ctx.services.payouts.withLines(id);
  }

  @Requires(Permission.VIEW_REPORTS)
  @Query(() => UnsettledPaymentConnection, {
    description: raising(
      "Admin: orders paid through Razorpay whose payment no payout has settled yet, oldest capture first",
      AS_ADMIN,
      "BAD_USER_INPUT",
    ),
    complexity: pagedComplexity,
  })
  async unsettledPayments(@Args() paging: ConnectionArgs, @Ctx() ctx: RequestContext): Promise<UnsettledPaymentConnection> {
    return connect(paging, (window) => ctx.services.payouts.unsettled(window));
  }

  @Requires(Permission.MANAGE_SETTINGS)
  @Mutation(() => String, {
    description: raising(
      "Admin: records Razorpay's settlements of an Indian date in the background (a daily job does yesterday's and the day before's); answers the date at once. " +
        "Reading a day again changes nothing already recorded. BAD_USER_INPUT names `date` for a date that is not one or is still to come",
      AS_ADMIN,
      "BAD_USER_INPUT",
    ),
  })
  async recordSettlementsOfDay(
    @Arg("date", { description: "The Indian date settled, YYYY-MM-DD" }) date: string,
    @Ctx() ctx: RequestContext,
  ): Promise<string> {
    return ctx.services.payouts.requestDay(date);
  }
}
