import { z } from "zod";
import { requireViewer } from "../../common/auth/current-viewer";
import { ValidationError } from "../../common/errors";
import { enumValueNamed, optionalText, parseRequest, requiredText } from "../../common/rest/parse";
import { defineRoutes } from "../../common/rest/route";
import { restShape } from "../../common/rest/shapes";
import { OrderStatus } from "../order/order.entity";
import { restOrder } from "../order/order.rest-mapper";
import { RestOrder } from "../order/order.rest-shapes";
import { Courier } from "./couriers";
import { actorOf } from "./fulfilment.service";

const statusBody = z.object({
  status: requiredText("Status").describe("Processing, Shipped, Delivered or Cancelled, as the order's lifecycle allows from where it is"),
  courier: optionalText("Courier").nullable().describe("When shipping: Delhivery, Blue Dart, DTDC, India Post, Ekart, Xpressbees or Other"),
  trackingNumber: optionalText("Tracking number").nullable().describe("When shipping: the AWB or tracking number"),
});

const cancelBody = z.object({ reason: optionalText("Reason").nullable().describe("Why the customer cancels (optional)") });

const RestUploadedPhoto = restShape("UploadedPhoto", "A photo the shop stored: the url requestReturn takes", z.object({ url: z.string() }));

const photoBody = z.object({ image: requiredText("Image").describe("The photo as a data: URL (JPEG, PNG or WebP, at most 5 MB)") });

export const fulfilmentRoutes = defineRoutes([
  {
    method: "put",
    operationId: "updateOrderStatus",
    path: "/orders/:id",
    tag: "orders",
    summary:
      "Admin: moves an order on: Processing, Shipped (with courier and tracking number), Delivered (stamps deliveredAt) or Cancelled (stock back, refund)",
    access: "admin",
    body: statusBody,
    returns: "order",
    response: RestOrder,
    errors: [{ status: 409, when: "The lifecycle does not allow that move from the order's status (the message names the allowed ones)" }],
    async handle({ ctx, req, params }) {
      const body = parseRequest(statusBody, req.body);
      const status = enumValueNamed(OrderStatus, body.status);
      if (!status) throw ValidationError.field("status", "Status must be Processing, Shipped, Delivered or Cancelled");
      const courier = body.courier ? enumValueNamed(Courier, body.courier) : null;
      if (body.courier && !courier)
        throw ValidationError.field("courier", "Courier must be one of Delhivery, Blue Dart, DTDC, India Post, Ekart, Xpressbees or Other");
      const order = await ctx.services.fulfilment.moveOrder(actorOf(requireViewer(ctx)), params.id, status, {
        courier,
        trackingNumber: body.trackingNumber,
      });
      return { body: await restOrder(order, ctx.loaders) };
    },
  },
  {
    method: "post",
    operationId: "cancelMyOrder",
    path: "/orders/:id/cancel",
    tag: "orders",
    summary: "The customer cancels their own order while it is Pending or Processing: stock back, a paid order refunded",
    note: "Added: the spec's shoppers could not cancel; the profile's order page calls this.",
    access: "customer",
    body: cancelBody,
    returns: "order",
    response: RestOrder,
    errors: [{ status: 409, when: "The order has shipped (it can be returned once delivered)" }],
    async handle({ ctx, req, params }) {
      const { reason } = parseRequest(cancelBody, req.body ?? {});
      const order = await ctx.services.fulfilment.cancelMyOrder(requireViewer(ctx), params.id, reason);
      return { body: await restOrder(order, ctx.loaders) };
    },
  },
  {
    method: "post",
    operationId: "uploadReturnPhoto",
    path: "/returns/photos",
    tag: "orders",
    summary: "Uploads a photo for a return or exchange request; answers its URL, which requestReturn takes",
    note: "Added: returns and exchanges are new; a signed-in customer may send one photo of up to 5 MB per call.",
    access: "customer",
    rateLimit: "returnPhoto",
    body: photoBody,
    successStatus: 201,
    returns: "{ url }",
    response: RestUploadedPhoto,
    async handle({ ctx, req }) {
      const { image } = parseRequest(photoBody, req.body);
      if (!/^data:/i.test(image.trim())) throw ValidationError.field("image", "Send the photo itself, as a data: URL");
      return { status: 201, body: { url: await ctx.services.assets.acceptImageUrl(image, "image") } };
    },
  },
]);
