import { Link } from "react-router-dom";
import { useQuery } from "@apollo/client/react";
import { ProductGrid } from "../../components/product/ProductGrid";
import { Button } from "../../components/ui/Button";
import { Page, PageTitle } from "../../components/ui/Page";
import { ErrorState, Loading } from "../../components/ui/Status";
import { ProductsByIdsDocument, WishlistProductsDocument, type ProductCardFragment } from "../../gql/graphql";
import { toCallError } from "@shop/client/call-result";
import { usePageMeta } from "../../lib/page-meta";
import { useHydrated } from "../../lib/server-html";
import { useSession } from "../../lib/session";
import { useWishlist } from "../../wishlist/WishlistProvider";
import { STOREFRONT_PAGES } from "@shop/words/storefront-pages";

/** /wishlist: the products the shopper saved, newest first; a heart takes one off. */
export default function WishlistPage() {
  usePageMeta(STOREFRONT_PAGES.wishlist.title, "The bags, wallets and backpacks you saved for later at Bagzone.");
  const { user } = useSession();
  const wishlist = useWishlist();
  const hydrated = useHydrated();
  const signedIn = useQuery(WishlistProductsDocument, { skip: !user || !hydrated, fetchPolicy: "cache-and-network" });
  const guest = useQuery(ProductsByIdsDocument, {
    variables: { ids: [...wishlist.ids] },
    skip: Boolean(user) || !hydrated || wishlist.ids.length === 0,
  });
  const { data, loading, error, refetch } = user ? signedIn : guest;
  const loaded: readonly ProductCardFragment[] | undefined = user
    ? signedIn.data?.wishlist.map((entry) => entry.product)
    : wishlist.ids.length === 0
      ? []
      : guest.data?.productsByIds;
  // A heart taken off here shows at once, before the list is asked for again.
  const products = loaded?.filter((p) => wishlist.has(p.id));

  return (
    <Page>
      <PageTitle>Wishlist</PageTitle>
      {!products ? (
        loading || !hydrated || !data ? (
          error ? (
            <ErrorState problem={toCallError(error, "Failed to fetch wishlist")} onRetry={() => void refetch()} />
          ) : (
            <Loading label="Loading your wishlist..." />
          )
        ) : null
      ) : products.length === 0 ? (
        <div>
          <p role="status">Your wishlist is empty. Tap the heart on any product to save it here.</p>
          <Button as={Link} to="/collections/all" $variant="secondary">
            Continue Shopping
          </Button>
        </div>
      ) : (
        <>
          <p role="status">
            {products.length} {products.length === 1 ? "product" : "products"} saved
            {!user && (
              <>
                {" "}
                in this browser. <Link to="/login">Log in</Link> to keep them in your account.
              </>
            )}
          </p>
          <ProductGrid products={products} label="Your wishlist" />
        </>
      )}
    </Page>
  );
}
