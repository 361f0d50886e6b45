import { Arg, Authorized, Ctx, FieldResolver, ID, Mutation, Resolver, Root } from "type-graphql";
import { AS_ADMIN, SIGNED_IN, raising } from "../../common/errors/raises";
import { requireViewer } from "../../common/current-viewer";
import { Permission } from "../../common/auth/permissions";
import { Requires } from "../../common/auth/requires";
import { RequestContext } from "../../common/context";
import { Order } from "../order/order.entity";
import { actorOf } from "./fulfilment.service";
import { ReturnLine } from "./return-line.entity";
import { ReturnRequest } from "./return-request.entity";
import { ReceiveReturnInput, RequestReturnInput } from "./returns.types";

@Resolver(() => ReturnRequest)
export class ReturnsResolver {
  @Authorized()
  @Mutation(() => ReturnRequest, {
    description: raising(
      "The customer asks to return or exchange items of their delivered order, within the return window (shopPolicies.returnWindowDays), with a reason and optional photos",
      SIGNED_IN,
      "RETURN_IN_PROGRESS",
      "ORDER_NOT_DELIVERED",
      "RETURN_WINDOW_CLOSED",
      "BAD_USER_INPUT",
      "NOT_FOUND",
    ),
  })
  async requestReturn(
    @Arg("input", { description: "The order, the lines to return or exchange, the reason and photos" }) input: RequestReturnInput,
    @Ctx() ctx: RequestContext,
  ): Promise<ReturnRequest> {
    return ctx.services.returns.requestReturn(requireViewer(ctx), input);
  }

  @Requires(Permission.FULFIL_ORDERS)
  @Mutation(() => ReturnRequest, {
    description: raising(
      "Admin: approves a request (an exchange's new size or colour is reserved from stock) or rejects it with a message to the customer",
      AS_ADMIN,
      "BAD_USER_INPUT",
      "NOT_FOUND",
      "RETURN_STATUS_CHANGED",
      "OUT_OF_STOCK",
    ),
  })
  async decideReturn(
    @Arg("id", () => ID, { description: "The return request" }) id: string,
    @Arg("approve", { description: "true approves the request, false rejects it" }) approve: boolean,
    @Ctx() ctx: RequestContext,
    @Arg("message", () => String, { nullable: true, description: "A message to the customer, such as why a request is rejected" })
    message?: string | null,
  ): Promise<ReturnRequest> {
    return ctx.services.returns.decideReturn(actorOf(requireViewer(ctx)), id, approve, message);
  }

  @Requires(Permission.FULFIL_ORDERS)
  @Mutation(() => ReturnRequest, {
    description: raising(
      "Admin: the parcel came back: stock returns when restockable, a prepaid order is refunded through the provider, a COD order's manual refund is recorded, an exchange ships its replacement",
      AS_ADMIN,
      "NOT_FOUND",
      "RETURN_STATUS_CHANGED",
      "BAD_USER_INPUT",
    ),
  })
  async receiveReturn(
    @Arg("id", () => ID, { description: "The approved return request" }) id: string,
    @Arg("input", { description: "What came back and whether it can be sold again" }) input: ReceiveReturnInput,
    @Ctx() ctx: RequestContext,
  ): Promise<ReturnRequest> {
    return ctx.services.returns.receiveReturn(actorOf(requireViewer(ctx)), id, input);
  }

  @FieldResolver(() => [String], {
    description:
      "Links to the customer's photos (JPEG). Only the order's customer and admins see a request; each link opens its photo without signing in for about an hour, so ask again for fresh links rather than keeping them",
  })
  photos(@Root() request: ReturnRequest, @Ctx() ctx: RequestContext): string[] {
    return request.photos.map((_, i) => ctx.services.returnPhotoLinks.link(request.id, i + 1));
  }

  @FieldResolver(() => String, { nullable: true, description: "The number of the replacement order an exchange ships (BZ-10235)" })
  async replacementOrderNumber(@Root() request: ReturnRequest, @Ctx() ctx: RequestContext): Promise<string | null> {
    return request.replacementOrderId ? ((await ctx.loaders.orderById.load(request.replacementOrderId))?.number ?? null) : null;
  }

  @FieldResolver(() => [ReturnLine], { description: "The order lines asked to return or exchange" })
  async lines(@Root() request: ReturnRequest, @Ctx() ctx: RequestContext): Promise<ReturnLine[]> {
    return ctx.loaders.returnLinesByRequestId.load(request.id);
  }
}

@Resolver(() => Order)
export class OrderReturnsResolver {
  @FieldResolver(() => [ReturnRequest], { description: "Return and exchange requests, oldest first" })
  async returnRequests(@Root() order: Order, @Ctx() ctx: RequestContext): Promise<ReturnRequest[]> {
    return ctx.loaders.returnRequestsByOrderId.load(order.id);
  }
}
