import { z } from "zod";
import { requireViewer } from "../../common/current-viewer";
import { NotFoundError, ValidationError } from "../../common/errors";
import { documentKeyQuery, mayOpenOrderFile } from "../../common/rest/document-access";
import { enumValueNamed, optionalText, parseRequest, requiredText } from "../../common/rest/parse";
import { defineRoutes, staff } from "../../common/rest/route";
import { restShape } from "../../common/rest/shapes";
import { OrderStatus } from "../order/order.entity";
import { restOrder } from "../order/order.rest-mapper";
import { RestOrder } from "../order/order.rest-shapes";
import { Courier } from "./couriers";
import { actorOf } from "./fulfilment.service";
import { Permission } from "../../common/auth/permissions";

const statusBody = z.object({
  status: requiredText("Status").describe("Processing, Shipped, Delivered or Cancelled, as the order's lifecycle allows from where it is"),
  courier: optionalText("Courier").nullable().describe("When shipping: Delhivery, Blue Dart, DTDC, India Post, Ekart, Xpressbees or Other"),
  trackingNumber: optionalText("Tracking number").nullable().describe("When shipping: the AWB or tracking number"),
});

const cancelBody = z.object({ reason: optionalText("Reason").nullable().describe("Why the customer cancels (optional)") });

const RestUploadedPhoto = restShape(
  "UploadedPhoto",
  "A photo the shop stored privately: `url` is its reference, which requestReturn takes (the photo is then shown through the request's photos)",
  z.object({ url: z.string() }),
);

const photoBody = z.object({ image: requiredText("Image").describe("The photo as a data: URL (JPEG, PNG or WebP, at most 5 MB)") });

export const fulfilmentRoutes = defineRoutes([
  {
    method: "put",
    operationId: "updateOrderStatus",
    path: "/orders/:id",
    tag: "orders",
    summary:
      "Admin: moves an order on: Processing, Shipped (with courier and tracking number), Delivered (stamps deliveredAt) or Cancelled (stock back, refund)",
    access: staff(Permission.FULFIL_ORDERS),
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
    note: "Added: shoppers could not cancel through the original REST API; the profile's order page calls this.",
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
    summary: "Uploads a photo for a return or exchange request, kept private; answers its reference (url), which requestReturn takes",
    note: "Added: returns and exchanges are new; a signed-in customer may send one photo of up to 5 MB per call.",
    access: "customer",
    rateLimit: "returnPhoto",
    body: photoBody,
    successStatus: 201,
    returns: "{ url }",
    response: RestUploadedPhoto,
    async handle({ ctx, req }) {
      const { image } = parseRequest(photoBody, req.body);
      return { status: 201, body: { url: await ctx.services.returns.storePhoto(requireViewer(ctx), image) } };
    },
  },
  {
    method: "get",
    operationId: "getReturnPhoto",
    path: "/returns/:id/photos/:number",
    tag: "orders",
    summary:
      "A return request's photo (JPEG, number from 1): for the order's customer or an admin (bearer token), or with the key of a link returnRequests.photos gave, for about an hour",
    note: "Added: return photos often show the parcel's label (a name, an address, a phone number), so they are never public nor kept in shared caches.",
    access: "optional",
    query: documentKeyQuery,
    returns: "image/jpeg",
    response: { download: "image/jpeg" },
    async handle(call) {
      const { ctx, params } = call;
      const number = Number(params.number);
      const request = await ctx.services.returns.findRequest(params.id);
      if (!request) throw new NotFoundError("Return request");
      await mayOpenOrderFile(call, request.orderId, (key) => ctx.services.returnPhotoLinks.isKey(request.id, number, key));
      const photo = await ctx.services.returns.photo(request, number);
      if (!photo) throw new NotFoundError("Photo");
      return {
        body: null,
        headers: { "Cache-Control": "private, no-store" },
        file: { contentType: photo.contentType, name: `return-photo-${number}.jpg`, bytes: photo.bytes, inline: true },
      };
    },
  },
]);
