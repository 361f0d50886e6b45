import { Arg, Args, Authorized, Ctx, FieldResolver, ID, Int, Mutation, Query, Resolver, Root } from "type-graphql";
import { AS_ADMIN, SIGNED_IN, raising } from "../../common/errors/raises";
import { Deleted } from "../../common/deleted";
import { foundOrNull } from "../../common/found-or-null";
import { requireViewer } from "../../common/current-viewer";
import { Permission, READS_ANY_ORDER } from "../../common/auth/permissions";
import { Requires } from "../../common/auth/requires";
import { RequestContext } from "../../common/context";
import { toMoney } from "../../vocabulary/money";
import { ConnectionArgs, connect, pagedComplexity, lookupComplexity } from "../../common/pagination";
import { User } from "../auth/user.entity";
import { OrderItem } from "./order-item.entity";
import { Order } from "./order.entity";
import { AdminDashboard, OrderFilterInput, OrderConnection } from "./order.types";
import { SalesCharts } from "./sales-charts";
import { SalesSummary } from "./sales-summary";

@Resolver(() => Order)
export class OrderResolver {
  @Authorized()
  @Query(() => OrderConnection, {
    description: raising("The signed-in customer's orders, newest first", SIGNED_IN, "BAD_USER_INPUT"),
    complexity: pagedComplexity,
  })
  async myOrders(@Ctx() ctx: RequestContext, @Args() paging: ConnectionArgs): Promise<OrderConnection> {
    return connect(paging, (window) => ctx.services.order.myOrders(requireViewer(ctx).userId, window));
  }

  @Authorized()
  @Query(() => Order, {
    nullable: true,
    description: raising("An order, for its customer or an admin; null for anyone else, and for an id no order has", SIGNED_IN),
    complexity: lookupComplexity,
  })
  async order(@Arg("id", () => ID, { description: "The order's id" }) id: string, @Ctx() ctx: RequestContext): Promise<Order | null> {
    return foundOrNull(ctx.services.order.getOrder(requireViewer(ctx), id));
  }

  @Requires(...READS_ANY_ORDER)
  @Query(() => OrderConnection, {
    description: raising("Admin: all orders, newest first, filtered", AS_ADMIN, "BAD_USER_INPUT"),
    complexity: pagedComplexity,
  })
  async orders(
    @Ctx() ctx: RequestContext,
    @Arg("filter", () => OrderFilterInput, { nullable: true, description: "Which orders to list; null lists all" })
    filter: OrderFilterInput | null | undefined,
    @Args() paging: ConnectionArgs,
  ): Promise<OrderConnection> {
    return connect(paging, (window) => ctx.services.order.listOrders(filter ?? undefined, window));
  }

  @Requires(Permission.VIEW_REPORTS)
  @Query(() => AdminDashboard, { description: raising("Admin: revenue, counts and the latest orders", AS_ADMIN) })
  async adminDashboard(
    @Ctx() ctx: RequestContext,
    @Arg("recentCount", () => Int, { defaultValue: 5, description: "1 to 20" }) recentCount: number,
  ): Promise<AdminDashboard> {
    const figures = await ctx.services.order.dashboard(recentCount);
    return { ...figures, revenue: toMoney(figures.revenuePaise) };
  }

  @Requires(Permission.VIEW_REPORTS)
  @Query(() => SalesSummary, {
    description: raising(
      "Admin: revenue (paid less refunded), average order value, orders by status, COD share and refunds over a range of days in India, " +
        "with the same number of days before it for comparison, and what was invoiced less credited (the GST report's figure) in each",
      AS_ADMIN,
      "BAD_USER_INPUT",
    ),
  })
  async salesSummary(
    @Ctx() ctx: RequestContext,
    @Arg("from", { description: "First day, YYYY-MM-DD in India; not in the future" }) from: string,
    @Arg("to", { description: "Last day (included), YYYY-MM-DD in India; not before `from`, at most 366 days after it, not in the future" })
    to: string,
  ): Promise<SalesSummary> {
    return ctx.services.salesSummary.summary(from, to);
  }

  @Requires(Permission.VIEW_REPORTS)
  @Query(() => SalesCharts, {
    description: raising(
      "Admin: revenue and orders per day, orders by status, COD against prepaid, and top products, over the last `days` days",
      AS_ADMIN,
    ),
  })
  async salesCharts(
    @Ctx() ctx: RequestContext,
    @Arg("days", () => Int, { defaultValue: 30, description: "1 to 366" }) days: number,
  ): Promise<SalesCharts> {
    return ctx.services.order.charts(days);
  }

  @Requires(Permission.MANAGE_ORDERS)
  @Mutation(() => Deleted, {
    description: raising(
      "Admin: deletes an order; one not yet shipped gives its stock back first. A paid or invoiced order is refused (cancel it instead)",
      AS_ADMIN,
      "ORDER_PAID",
      "ORDER_INVOICED",
      "NOT_FOUND",
    ),
  })
  async deleteOrder(@Arg("id", () => ID, { description: "The order to delete" }) id: string, @Ctx() ctx: RequestContext): Promise<Deleted> {
    await ctx.services.order.deleteOrder(id);
    return { id };
  }

  @FieldResolver(() => [OrderItem], { description: "The lines as they were bought" })
  async items(@Root() order: Order, @Ctx() ctx: RequestContext): Promise<OrderItem[]> {
    return ctx.loaders.orderItemsByOrderId.load(order.id);
  }

  @FieldResolver(() => User, { nullable: true, description: "The customer's account (null if it was deleted)" })
  async customer(@Root() order: Order, @Ctx() ctx: RequestContext): Promise<User | null> {
    return order.userId ? ctx.loaders.userById.load(order.userId) : null;
  }
}
