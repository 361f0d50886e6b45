import { z } from "zod";
import { restShape, timestamp } from "../../common/rest/shapes";
import { EnquiryKind } from "./enquiry.entity";

export const RestEnquiry = restShape(
  "Enquiry",
  "A contact-us or bulk-order enquiry as the shop received it",
  z.object({
    _id: z.string(),
    kind: z.enum(EnquiryKind),
    name: z.string(),
    email: z.string(),
    phone: z.string(),
    message: z.string(),
    quantity: z.number().int().nullable(),
    createdAt: timestamp,
  }),
);

export const RestEnquirySent = restShape(
  "EnquirySent",
  "The enquiry sent, and a notice",
  z.object({ enquiry: RestEnquiry, message: z.string() }),
);
