import { SHOP } from "../../lib/shop-info";
import { InfoArticle } from "./InfoArticle";

export default function ContactPage() {
  return (
    <InfoArticle title="Contact Us" description="Call, chat or write to Bagzone, or send us a bulk-order enquiry for corporate gifts and events.">
      <p>
        Phone: <a href={SHOP.phoneHref}>{SHOP.phone}</a>
      </p>
    </InfoArticle>
  );
}
