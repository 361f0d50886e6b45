import { useEffect, useState } from "react";
import { useQuery } from "@apollo/client/react";
import { ProductGrid } from "../../components/product/ProductGrid";
import { ProductsByIdsDocument } from "../../gql/graphql";
import { recentlyViewed } from "../../lib/recently-viewed";

/** How many earlier products the shelf shows: the list keeps one more, the product being viewed. */
const SHOWN = 12;

/**
 * Remembers that this product was viewed (in this browser) and shows the products viewed before
 * it, newest first; nothing on a shopper's first product page.
 */
export function RecentlyViewed({ productId }: { productId: string }) {
  const [earlier, setEarlier] = useState<string[]>([]);
  useEffect(() => {
    setEarlier(
      recentlyViewed
        .add(productId)
        .filter((id) => id !== productId)
        .slice(0, SHOWN),
    );
  }, [productId]);
  const { data } = useQuery(ProductsByIdsDocument, { variables: { ids: earlier }, skip: earlier.length === 0 });
  const products = earlier.length > 0 ? (data?.productsByIds ?? []) : [];
  if (products.length === 0) return null;
  return (
    <section aria-labelledby="recently-viewed-title">
      <h2 id="recently-viewed-title">Recently Viewed</h2>
      <ProductGrid products={products} label="Recently viewed" />
    </section>
  );
}
