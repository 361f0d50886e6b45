import { Arg, Args, Ctx, ID, Mutation, Query, Resolver } from "type-graphql";
import { Permission } from "../../common/auth/permissions";
import { Requires } from "../../common/auth/requires";
import { RequestContext } from "../../common/context";
import { AS_ADMIN, raising } from "../../common/errors/raises";
import { ConnectionArgs, connect, pagedComplexity } from "../../common/pagination";
import { ReconciliationDifference } from "./reconciliation-difference.entity";
import { ReconciliationDifferenceConnection } from "./reconciliation.types";

@Resolver()
export class ReconciliationResolver {
  @Requires(Permission.VIEW_REPORTS, Permission.MANAGE_SETTINGS)
  @Query(() => ReconciliationDifferenceConnection, {
    description: raising(
      "Admin: where the shop's payments and Razorpay's disagreed, as the daily reconciliation found them, newest first (including Razorpay payments the shop has no record of)",
      AS_ADMIN,
      "BAD_USER_INPUT",
    ),
    complexity: pagedComplexity,
  })
  reconciliationDifferences(
    @Args() paging: ConnectionArgs,
    @Arg("unresolvedOnly", { defaultValue: false, description: "Only those no admin has marked resolved" }) unresolvedOnly: boolean,
    @Ctx() ctx: RequestContext,
  ): Promise<ReconciliationDifferenceConnection> {
    return connect(paging, (window) => ctx.services.reconciliation.list(window, unresolvedOnly));
  }

  @Requires(Permission.MANAGE_SETTINGS)
  @Mutation(() => String, {
    description: raising(
      "Admin: reconciles the shop's Razorpay payments of an Indian date with Razorpay's in the background (a daily job does yesterday's); answers the date at once. " +
        "Reconciling a day again adds no difference already found. BAD_USER_INPUT names `date` for a date that is not one or is still to come",
      AS_ADMIN,
      "BAD_USER_INPUT",
    ),
  })
  reconcileDayWithProvider(
    @Arg("date", { description: "The Indian date to reconcile, YYYY-MM-DD" }) date: string,
    @Ctx() ctx: RequestContext,
  ): Promise<string> {
    return ctx.services.reconciliation.requestDay(date);
  }

  @Requires(Permission.MANAGE_SETTINGS)
  @Mutation(() => ReconciliationDifference, {
    description: raising("Admin: marks a reconciliation difference dealt with", AS_ADMIN, "NOT_FOUND"),
  })
  resolveReconciliationDifference(
    @Arg("id", () => ID, { description: "The difference dealt with" }) id: string,
    @Ctx() ctx: RequestContext,
  ): Promise<ReconciliationDifference> {
    return ctx.services.reconciliation.resolve(id);
  }
}
