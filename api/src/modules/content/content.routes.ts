import { z } from "zod";
import { validatedInput } from "../../common/validation";
import { optionalDigits, optionalText, parseRequest, requiredText, wholeNumber } from "../../common/rest/parse";
import { defineRoutes } from "../../common/rest/route";
import { RestMessage } from "../../common/rest/shapes";
import { CONTENT_MESSAGES, EnquiryInput } from "./content.types";
import { type Enquiry, EnquiryKind } from "./enquiry.entity";
import { type RestEnquiry, RestEnquirySent } from "./content.rest-shapes";

const subscribeBody = z.object({ email: requiredText("Email") });
const enquiryBody = z.object({
  kind: optionalText("Kind"),
  name: optionalText("Name"),
  email: optionalText("Email"),
  phone: optionalDigits("Phone number"),
  message: optionalText("Message"),
  quantity: wholeNumber("Quantity").nullable().optional(),
});

export const contentRoutes = defineRoutes([
  {
    method: "post",
    operationId: "subscribeToNewsletter",
    path: "/newsletter/subscribe",
    rateLimit: "newsletter",
    tag: "content",
    summary: "Signs an email up for the newsletter; signing up twice is fine",
    note: "Added: the original REST API had no call for the footer's newsletter form.",
    access: "public",
    body: subscribeBody,
    returns: "{ message }",
    response: RestMessage,
    async handle({ ctx, req }) {
      const { email } = parseRequest(subscribeBody, req.body);
      await ctx.services.content.subscribe(email);
      return { body: { message: CONTENT_MESSAGES.subscribed } };
    },
  },
  {
    method: "post",
    operationId: "sendEnquiry",
    path: "/contact",
    rateLimit: "enquiry",
    tag: "content",
    summary: "Sends the contact-us or bulk-order enquiry form",
    note: "Added: the original REST API had no call for the contact-us page (with its bulk-order enquiry form). kind is contact (default) or bulk_order; quantity is for a bulk order.",
    access: "public",
    body: enquiryBody,
    successStatus: 201,
    returns: "{ enquiry, message }",
    response: RestEnquirySent,
    async handle({ ctx, req }) {
      const body = parseRequest(enquiryBody, req.body);
      const input = await validatedInput(EnquiryInput, {
        ...body,
        kind: (body.kind?.trim().toLowerCase().replace("-", "_") ?? EnquiryKind.CONTACT) as EnquiryKind,
      });
      return { body: { enquiry: restEnquiry(await ctx.services.content.sendEnquiry(input)), message: CONTENT_MESSAGES.enquirySent } };
    },
  },
]);

function restEnquiry(e: Enquiry): z.output<typeof RestEnquiry> {
  return {
    _id: e.id,
    kind: e.kind,
    name: e.name,
    email: e.email,
    phone: e.phone,
    message: e.message,
    quantity: e.quantity,
    createdAt: e.createdAt,
  };
}
