import { NewsletterLinkPage } from "./NewsletterLinkPage";

/** /newsletter/confirm?token=...: the double opt-in's link. */
export default function NewsletterConfirmPage() {
  return <NewsletterLinkPage action="confirm" />;
}
