import { Link } from "react-router-dom";
import { Page, PageTitle } from "../components/ui/Page";
import { usePageMeta } from "../lib/page-meta";
import { NOT_FOUND_TITLE } from "@shop/words/storefront-pages";

export default function NotFoundPage() {
  usePageMeta(NOT_FOUND_TITLE, "The page you are looking for is not at Bagzone. Browse our bags, wallets and backpacks instead.");
  return (
    <Page $narrow>
      <PageTitle>Page not found</PageTitle>
      <p>We could not find that page. It may have moved or never existed.</p>
      <p>
        <Link to="/">Go to the home page</Link> or <Link to="/collections/all">browse all products</Link>.
      </p>
    </Page>
  );
}
