import { Arg, Args, Ctx, Mutation, Query, Resolver } from "type-graphql";
import { Permission } from "../../common/auth/permissions";
import { Requires } from "../../common/auth/requires";
import { AS_ADMIN, raising } from "../../common/errors/raises";
import { RequestContext } from "../../common/context";
import { ConnectionArgs, connect, pagedComplexity } from "../../common/pagination";
import { CodRemittance } from "./cod-remittance.entity";
import { CodRemittanceConnection, CodRemittanceInput, UnremittedCodOrderConnection } from "./cod-remittance.types";

@Resolver()
export class CodRemittanceResolver {
  @Requires(Permission.MANAGE_SETTINGS)
  @Mutation(() => CodRemittance, {
    description: raising(
      "Admin: records cash a courier paid for the delivered COD orders it names; an amount different from the orders' total is kept with its difference. " +
        "BAD_USER_INPUT names the field: `receivedOn` not a date or in the future, `orderIds` naming an order that does not exist, is not COD, is not delivered or is already remitted",
      AS_ADMIN,
      "BAD_USER_INPUT",
    ),
  })
  async recordCodRemittance(
    @Arg("input", { description: "The courier, date, bank reference, amount and orders" }) input: CodRemittanceInput,
    @Ctx() ctx: RequestContext,
  ): Promise<CodRemittance> {
    return ctx.services.codRemittances.record(input);
  }

  @Requires(Permission.VIEW_REPORTS)
  @Query(() => CodRemittanceConnection, {
    description: raising(
      "Admin: COD remittances from couriers, latest received first, each with its orders and difference",
      AS_ADMIN,
      "BAD_USER_INPUT",
    ),
    complexity: pagedComplexity,
  })
  async codRemittances(@Args() paging: ConnectionArgs, @Ctx() ctx: RequestContext): Promise<CodRemittanceConnection> {
    return connect(paging, (window) => ctx.services.codRemittances.list(window));
  }

  @Requires(Permission.VIEW_REPORTS)
  @Query(() => UnremittedCodOrderConnection, {
    description: raising(
      "Admin: delivered cash-on-delivery orders no remittance covers yet, earliest delivered first",
      AS_ADMIN,
      "BAD_USER_INPUT",
    ),
    complexity: pagedComplexity,
  })
  async unremittedCodOrders(@Args() paging: ConnectionArgs, @Ctx() ctx: RequestContext): Promise<UnremittedCodOrderConnection> {
    return connect(paging, (window) => ctx.services.codRemittances.unremitted(window));
  }
}
