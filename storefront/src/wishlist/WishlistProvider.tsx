import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from "react";
import { useApolloClient, useMutation, useQuery } from "@apollo/client/react";
import {
  AddToWishlistDocument,
  MergeGuestWishlistDocument,
  RemoveFromWishlistDocument,
  WishlistIdsDocument,
  type WishlistEntryFragment,
} from "../gql/graphql";
import { attempt } from "@shop/client/call-result";
import { browserList } from "../lib/browser-list";
import { notify } from "../lib/notify";
import { useHydrated } from "../lib/server-html";
import { useSession } from "../lib/session";

/** As many as the wishlist page can show at once (productsByIds takes 60); a customer's keeps 200. */
const GUEST_WISHLIST_LIMIT = 60;
const guestWishlist = browserList("wishlist", GUEST_WISHLIST_LIMIT);

export interface Wishlist {
  /** Product ids, newest first. */
  ids: readonly string[];
  has(productId: string): boolean;
  /** Adds the product, or takes it off when it is there; says so in a toast. */
  toggle(product: { id: string; name: string }): Promise<void>;
}

const WishlistContext = createContext<Wishlist | null>(null);

export function useWishlist(): Wishlist {
  const wishlist = useContext(WishlistContext);
  if (!wishlist) throw new Error("useWishlist outside <WishlistProvider>");
  return wishlist;
}

/**
 * The hearts' state. A signed-in customer's wishlist is on the server; a guest's is in this
 * browser, and moves to the server when they sign in (then it is cleared here).
 */
export function WishlistProvider({ children }: { children: ReactNode }) {
  const { user } = useSession();
  const client = useApolloClient();
  // A server-rendered page is drawn for a guest with an empty wishlist: the browser's comes after.
  const hydrated = useHydrated();
  const [guestIds, setGuestIds] = useState<string[]>([]);
  const [merging, setMerging] = useState(false);
  const server = useQuery(WishlistIdsDocument, { skip: !user || !hydrated || merging });
  const [add] = useMutation(AddToWishlistDocument);
  const [remove] = useMutation(RemoveFromWishlistDocument);
  const [merge] = useMutation(MergeGuestWishlistDocument);

  const store = useCallback(
    (wishlist: WishlistEntryFragment[]) => client.writeQuery({ query: WishlistIdsDocument, data: { wishlist } }),
    [client],
  );

  useEffect(() => {
    if (!hydrated) return;
    const kept = guestWishlist.read();
    if (!user) return setGuestIds(kept);
    if (kept.length === 0) return;
    setMerging(true);
    void attempt(
      () => merge({ variables: { productIds: kept } }),
      "Failed to merge wishlist",
      (d) => d.mergeGuestWishlist,
    ).then((result) => {
      if (result.ok) {
        guestWishlist.clear();
        store(result.data);
      }
      setGuestIds([]);
      setMerging(false);
    });
  }, [user, hydrated, merge, store]);

  const ids = useMemo(
    () => (user ? (server.data?.wishlist ?? []).map((entry) => entry.product.id) : guestIds),
    [user, server.data, guestIds],
  );

  const toggle = useCallback(
    async (product: { id: string; name: string }) => {
      const saved = ids.includes(product.id);
      if (!user) {
        setGuestIds(saved ? guestWishlist.remove(product.id) : guestWishlist.add(product.id));
      } else {
        const result = saved
          ? await attempt(
              () => remove({ variables: { productId: product.id } }),
              "Failed to update wishlist",
              (d) => d.removeFromWishlist,
            )
          : await attempt(
              () => add({ variables: { productId: product.id } }),
              "Failed to update wishlist",
              (d) => d.addToWishlist,
            );
        if (!result.ok) return notify.error(result.error.message);
        store(result.data);
      }
      notify.success(saved ? `${product.name} removed from your wishlist` : `${product.name} saved to your wishlist`);
    },
    [ids, user, add, remove, store],
  );

  const value = useMemo<Wishlist>(() => ({ ids, has: (id) => ids.includes(id), toggle }), [ids, toggle]);
  return <WishlistContext.Provider value={value}>{children}</WishlistContext.Provider>;
}
