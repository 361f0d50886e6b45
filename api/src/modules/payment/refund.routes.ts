import { z } from "zod";
import { requireViewer } from "../../common/current-viewer";
import { paiseToRupees } from "@shop/words/money";
import { jsonNumber, parseRequest, restPaise } from "../../common/rest/parse";
import { defineRoutes, staff } from "../../common/rest/route";
import { restShape, rupees, timestamp } from "../../common/rest/shapes";
import { validatedInput } from "../../common/validation";
import { RefundMethod, RefundStatus } from "./refund.entity";
import { RefundOrderInput } from "./payment.types";
import { Permission } from "../../common/auth/permissions";

const refundBody = z.object({
  amount: jsonNumber("Amount").nullable().optional().describe("Rupees to give back; omitted: everything not yet refunded"),
  reason: z.string({ error: "Reason must be text" }).describe("Why: shown to admins in the order's history and to the customer"),
});

const RestRefund = restShape(
  "Refund",
  "A refund of (part of) an order's payment: PENDING until the provider processes it",
  z.object({
    _id: z.string(),
    amount: rupees,
    status: z.enum(RefundStatus),
    method: z.enum(RefundMethod),
    reason: z.string(),
    createdAt: timestamp,
  }),
);

export const refundRoutes = defineRoutes([
  {
    method: "post",
    operationId: "refundOrder",
    path: "/admin/orders/:id/refunds",
    tag: "orders",
    summary: "Admin: refunds (part of) a paid UPI order through the payment provider; never more than is left",
    access: staff(Permission.ISSUE_REFUNDS),
    body: refundBody,
    returns: "refund",
    response: RestRefund,
    successStatus: 201,
    errors: [{ status: 409, when: "The order was not paid through the provider, or has been refunded in full already" }],
    note: "Added: the GraphQL refundOrder mutation for REST clients. A blank reason is refused naming the field.",
    async handle({ ctx, req, params }) {
      const body = parseRequest(refundBody, req.body);
      const input = await validatedInput(RefundOrderInput, {
        orderId: params.id,
        amountPaise: restPaise(body.amount, "amount", "Amount"),
        reason: body.reason,
      });
      const refund = await ctx.services.refunds.refundOrder(requireViewer(ctx).userId, input);
      return {
        status: 201,
        body: {
          _id: refund.id,
          amount: paiseToRupees(refund.amountPaise),
          status: refund.status,
          method: refund.method,
          reason: refund.reason,
          createdAt: refund.createdAt,
        },
      };
    },
  },
]);
