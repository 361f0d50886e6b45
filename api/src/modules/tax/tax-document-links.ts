import type { LinkLifetime } from "../../common/auth/signed-links";

/**
 * How long a link to an invoice or a credit note opens it without signing in: a month after it was
 * given (the order's email, a page of the order), ending on a day so the same document read twice
 * in a day has the same link. The order's page and the admin read a fresh link whenever they ask
 * (`pdfUrl`); after a month the customer signs in.
 */
export const TAX_DOCUMENT_LINK_LIFETIME: LinkLifetime = { seconds: 30 * 24 * 60 * 60, roundedToSeconds: 24 * 60 * 60 };
