import { z } from "zod";
import { requireViewer } from "../../common/current-viewer";
import { validatedInput } from "../../common/validation";
import { pagedList, pageQuery, restPage } from "../../common/rest/paging";
import { parseRequest, queryText } from "../../common/rest/parse";
import { defineRoutes, staff } from "../../common/rest/route";
import { RestDeleted } from "../../common/rest/shapes";
import { OrderStatus } from "./order.entity";
import { restOrder, restOrders } from "./order.rest-mapper";
import { RestOrder, RestOrders } from "./order.rest-shapes";
import { OrderFilterInput } from "./order.types";
import { Permission, READS_ANY_ORDER } from "../../common/auth/permissions";

const STATUSES = Object.values(OrderStatus) as [OrderStatus, ...OrderStatus[]];
const STATUS_NAMES = "Pending, Processing, Shipped, Delivered or Cancelled";

const adminListQuery = pageQuery.extend({
  status: z.preprocess(
    (value) => (typeof value === "string" ? value.trim().toLowerCase() || undefined : value),
    z.enum(STATUSES, { error: `Status must be ${STATUS_NAMES}` }).optional(),
  ),
  search: queryText("Search"),
});

const PAGED = "Newest first, at most `limit` (default and most 100) from `page`; X-Total-Count has the whole count.";

export const orderRoutes = defineRoutes([
  {
    method: "get",
    operationId: "listMyOrders",
    path: "/orders/my-orders",
    tag: "orders",
    summary: "The signed-in customer's orders",
    note: PAGED,
    access: "customer",
    query: pageQuery,
    returns: "[order]",
    response: RestOrders,
    async handle({ ctx, req }) {
      const page = restPage(parseRequest(pageQuery, req.query));
      return pagedList(await ctx.services.order.myOrders(requireViewer(ctx).userId, page), (orders) => restOrders(orders, ctx.loaders));
    },
  },
  {
    method: "get",
    operationId: "getOrder",
    path: "/orders/:id",
    tag: "orders",
    summary: "An order, for its customer or an admin (404 for anyone else)",
    access: "customer",
    returns:
      "order: { _id, number, user, status, paymentStatus, paymentMethod, createdAt, deliveredAt, totalPrice, orderItems, shippingInfo }",
    response: RestOrder,
    async handle({ ctx, params }) {
      return { body: await restOrder(await ctx.services.order.getOrder(requireViewer(ctx), params.id), ctx.loaders) };
    },
  },
  {
    method: "get",
    operationId: "listOrders",
    path: "/orders",
    tag: "orders",
    summary: "Admin: all orders",
    note: `${PAGED} Optional filters (additions): status, and search (an order number such as BZ-10234 or its serial 10234, an order id or its start, an email, a name).`,
    access: staff(...READS_ANY_ORDER),
    query: adminListQuery,
    returns: "[order]",
    response: RestOrders,
    async handle({ ctx, req }) {
      const query = parseRequest(adminListQuery, req.query);
      const filter = await validatedInput(OrderFilterInput, { status: query.status, search: query.search });
      const page = restPage(query);
      return pagedList(await ctx.services.order.listOrders(filter, page), (orders) => restOrders(orders, ctx.loaders));
    },
  },
  {
    method: "delete",
    operationId: "deleteOrder",
    path: "/admin/orders/:id",
    tag: "orders",
    summary:
      "Admin: deletes an order; one not yet shipped gives its stock back first. A paid or invoiced order is refused (cancel it instead)",
    access: staff(Permission.MANAGE_ORDERS),
    returns: "{ _id, message }",
    response: RestDeleted,
    async handle({ ctx, params }) {
      await ctx.services.order.deleteOrder(params.id);
      return { body: { _id: params.id, message: "Order deleted" } };
    },
  },
]);
