import { Page, PageTitle } from "../components/ui/Page";
import { usePageMeta } from "../lib/page-meta";

export default function HomePage() {
  usePageMeta("Bagzone", "Bags, wallets and backpacks, delivered across India. Pay by UPI or cash on delivery.");
  return (
    <Page>
      <PageTitle>Bagzone</PageTitle>
    </Page>
  );
}
