import { Arg, Authorized, Ctx, FieldResolver, ID, Int, Mutation, Query, Resolver, Root } from "type-graphql";
import { requireViewer } from "../../common/auth/current-viewer";
import { ADMIN } from "../../common/auth/roles";
import { RequestContext } from "../../common/context";
import { toMoney } from "../../common/money";
import { PageInput, pagedComplexity, lookupComplexity } from "../../common/pagination";
import { User } from "../auth/user.entity";
import { OrderItem } from "./order-item.entity";
import { Order } from "./order.entity";
import { AdminDashboard, OrderFilterInput, OrderPage } from "./order.types";
import { SalesCharts } from "./sales-charts";

@Resolver(() => Order)
export class OrderResolver {
  @Authorized()
  @Query(() => OrderPage, { description: "The signed-in customer's orders, newest first", complexity: pagedComplexity })
  async myOrders(@Ctx() ctx: RequestContext, @Arg("page", () => PageInput, { nullable: true }) page?: PageInput | null): Promise<OrderPage> {
    return ctx.services.order.myOrders(requireViewer(ctx).userId, page ?? undefined);
  }

  @Authorized()
  @Query(() => Order, { description: "An order, for its customer or an admin (NOT_FOUND for anyone else)", complexity: lookupComplexity })
  async order(@Arg("id", () => ID) id: string, @Ctx() ctx: RequestContext): Promise<Order> {
    return ctx.services.order.getOrder(requireViewer(ctx), id);
  }

  @Authorized(ADMIN)
  @Query(() => OrderPage, { description: "Admin: all orders, newest first, filtered", complexity: pagedComplexity })
  async orders(
    @Ctx() ctx: RequestContext,
    @Arg("filter", () => OrderFilterInput, { nullable: true }) filter?: OrderFilterInput | null,
    @Arg("page", () => PageInput, { nullable: true }) page?: PageInput | null,
  ): Promise<OrderPage> {
    return ctx.services.order.listOrders(filter ?? undefined, page ?? undefined);
  }

  @Authorized(ADMIN)
  @Query(() => AdminDashboard, { description: "Admin: revenue, counts and the latest orders" })
  async adminDashboard(
    @Ctx() ctx: RequestContext,
    @Arg("recentCount", () => Int, { defaultValue: 5, description: "1 to 20" }) recentCount: number,
  ): Promise<AdminDashboard> {
    const figures = await ctx.services.order.dashboard(recentCount);
    return { ...figures, revenue: toMoney(figures.revenuePaise) };
  }

  @Authorized(ADMIN)
  @Query(() => SalesCharts, { description: "Admin: revenue and orders per day, orders by status, COD against prepaid, and top products, over the last `days` days" })
  async salesCharts(@Ctx() ctx: RequestContext, @Arg("days", () => Int, { defaultValue: 30, description: "1 to 366" }) days: number): Promise<SalesCharts> {
    return ctx.services.order.charts(days);
  }

  @Authorized(ADMIN)
  @Mutation(() => ID, { description: "Admin: deletes an order; one not yet shipped gives its stock back first. A paid or invoiced order is refused (cancel it instead)" })
  async deleteOrder(@Arg("id", () => ID) id: string, @Ctx() ctx: RequestContext): Promise<string> {
    await ctx.services.order.deleteOrder(id);
    return id;
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
