import { NewsletterLinkPage } from "./NewsletterLinkPage";

/** /newsletter/unsubscribe?token=...: the link in every newsletter email. */
export default function NewsletterUnsubscribePage() {
  return <NewsletterLinkPage action="unsubscribe" />;
}
