import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from "react";
import { useApolloClient, useMutation, useQuery } from "@apollo/client/react";
import {
  AddToCartDocument,
  ApplyCouponDocument,
  CartDocument,
  MergeGuestCartDocument,
  RemoveCouponDocument,
  RemoveFromCartDocument,
  UpdateCartLineDocument,
  type AddToCartInput,
  type CartDetailsFragment,
  type CartQueryVariables,
} from "../gql/graphql";
import { attempt, toProblem, type CallResult, type Problem } from "../lib/call-result";
import { notify } from "../lib/notify";
import { useHydrated } from "../lib/server-html";
import { useSession, type SignedIn } from "../lib/session";

export type CartLine = CartDetailsFragment["lines"][number];
export type NewCartLine = Omit<AddToCartInput, "guestId">;

export interface Cart {
  cart: CartDetailsFragment | null;
  itemCount: number;
  loading: boolean;
  /** Why the bag could not be loaded ('Failed to fatch cart', SPEC §8). */
  problem: Problem | null;
  reload(): void;
  add(line: NewCartLine): Promise<CallResult<CartDetailsFragment>>;
  setQuantity(line: CartLine, quantity: number): Promise<CallResult<CartDetailsFragment>>;
  remove(line: CartLine): Promise<CallResult<CartDetailsFragment>>;
  /** Keeps a coupon with the bag on the server; a refusal says why ('This coupon has expired'). */
  applyCoupon(code: string): Promise<CallResult<CartDetailsFragment>>;
  /** Takes the coupon off, and dismisses the notice about one the server took off. */
  removeCoupon(): Promise<CallResult<CartDetailsFragment>>;
  /** Lines with a change on its way to the server: their buttons wait. */
  pendingLineIds: ReadonlySet<string>;
  /**
   * Signs in and brings the guest bag along (SPEC §4): a guest bag with items is merged into the
   * customer's bag, then the customer's bag is shown.
   */
  signIn(auth: SignedIn): Promise<void>;
  drawerOpen: boolean;
  openDrawer(): void;
  closeDrawer(): void;
}

const CartContext = createContext<Cart | null>(null);

export function useCart(): Cart {
  const cart = useContext(CartContext);
  if (!cart) throw new Error("useCart outside <CartProvider>");
  return cart;
}

/**
 * The shopper's bag, kept by the server: for a guest by guest id, for a customer by token. Every
 * change answers the whole priced bag, which replaces the cached one (a bag has no id to
 * normalise by).
 */
export function CartProvider({ children }: { children: ReactNode }) {
  const session = useSession();
  const client = useApolloClient();
  const [drawerOpen, setDrawerOpen] = useState(false);
  const [merging, setMerging] = useState(false);
  const [pending, setPending] = useState<ReadonlySet<string>>(new Set());
  const variables: CartQueryVariables = session.user ? {} : { guestId: session.guestId };
  // Never on the server: a rendered page is the same for every shopper and holds no one's bag.
  const hydrated = useHydrated();
  const query = useQuery(CartDocument, { variables, skip: merging || !hydrated, fetchPolicy: "cache-and-network" });
  const [addToCart] = useMutation(AddToCartDocument);
  const [updateLine] = useMutation(UpdateCartLineDocument);
  const [removeLine] = useMutation(RemoveFromCartDocument);
  const [mergeGuestCart] = useMutation(MergeGuestCartDocument);
  const [applyCouponToBag] = useMutation(ApplyCouponDocument);
  const [removeCouponFromBag] = useMutation(RemoveCouponDocument);

  const guestId = session.user ? null : session.guestId;
  const store = useCallback(
    (cart: CartDetailsFragment, vars: CartQueryVariables) => client.writeQuery({ query: CartDocument, variables: vars, data: { cart } }),
    [client],
  );

  const change = useCallback(
    async (lineId: string | null, run: () => Promise<CallResult<CartDetailsFragment>>) => {
      if (lineId) setPending((p) => new Set(p).add(lineId));
      const result = await run();
      if (lineId)
        setPending((p) => {
          const next = new Set(p);
          next.delete(lineId);
          return next;
        });
      if (result.ok) store(result.data, guestId ? { guestId } : {});
      return result;
    },
    [store, guestId],
  );

  const add = useCallback(
    (line: NewCartLine) =>
      change(null, () => attempt(() => addToCart({ variables: { input: { ...line, guestId } } }), (d) => d.addToCart, "Failed to add item to cart")),
    [change, addToCart, guestId],
  );

  const setQuantity = useCallback(
    (line: CartLine, quantity: number) =>
      change(line.id, () =>
        attempt(() => updateLine({ variables: { input: { lineId: line.id, quantity, guestId } } }), (d) => d.updateCartLine, "Failed to update cart item"),
      ),
    [change, updateLine, guestId],
  );

  const remove = useCallback(
    (line: CartLine) =>
      change(line.id, () =>
        attempt(() => removeLine({ variables: { lineId: line.id, guestId } }), (d) => d.removeFromCart, "Failed to remove item from cart"),
      ),
    [change, removeLine, guestId],
  );

  const applyCoupon = useCallback(
    (code: string) =>
      change(null, () => attempt(() => applyCouponToBag({ variables: { code, guestId } }), (d) => d.applyCoupon, "Invalid coupon code")),
    [change, applyCouponToBag, guestId],
  );

  const removeCoupon = useCallback(
    () => change(null, () => attempt(() => removeCouponFromBag({ variables: { guestId } }), (d) => d.removeCoupon, "Failed to remove the coupon")),
    [change, removeCouponFromBag, guestId],
  );

  const { signIn: startSession, guestId: currentGuestId } = session;
  const signIn = useCallback(
    async (auth: SignedIn) => {
      const guestCart = client.readQuery({ query: CartDocument, variables: { guestId: currentGuestId } });
      const guestHasItems = (guestCart?.cart.itemCount ?? 0) > 0;
      setMerging(guestHasItems);
      startSession(auth);
      if (!guestHasItems || auth.user.role === "ADMIN") return;
      const merged = await attempt(() => mergeGuestCart({ variables: { guestId: currentGuestId } }), (d) => d.mergeGuestCart, "Failed to merge cart");
      if (merged.ok) store(merged.data, {});
      else notify.error(merged.problem.message);
      setMerging(false);
    },
    [client, currentGuestId, startSession, mergeGuestCart, store],
  );

  const cart = query.data?.cart ?? null;
  const value = useMemo<Cart>(
    () => ({
      cart,
      itemCount: cart?.itemCount ?? 0,
      loading: merging || !hydrated || (query.loading && !cart),
      problem: query.error && !cart ? toProblem(query.error, "Failed to fatch cart") : null,
      reload: () => void query.refetch(),
      add,
      setQuantity,
      remove,
      applyCoupon,
      removeCoupon,
      pendingLineIds: pending,
      signIn,
      drawerOpen,
      openDrawer: () => setDrawerOpen(true),
      closeDrawer: () => setDrawerOpen(false),
    }),
    [cart, merging, hydrated, query, add, setQuantity, remove, applyCoupon, removeCoupon, pending, signIn, drawerOpen],
  );
  return <CartContext.Provider value={value}>{children}</CartContext.Provider>;
}
