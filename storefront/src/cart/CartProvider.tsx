import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from "react";
import { useApolloClient, useMutation, useQuery } from "@apollo/client/react";
import {
  AddToCartDocument,
  ApplyCouponDocument,
  CartDocument,
  CreateCartDocument,
  MergeGuestCartDocument,
  RemoveCouponDocument,
  RemoveFromCartDocument,
  UpdateCartLineDocument,
  type AddToCartInput,
  type CartDetailsFragment,
  type CartQueryVariables,
} from "../gql/graphql";
import { attempt, toCallError, type CallResult, type CallError } from "@shop/client/call-result";
import { notify } from "../lib/notify";
import { useHydrated } from "../lib/server-html";
import { useSession, type SignedIn } from "../lib/session";

export type CartLine = CartDetailsFragment["lines"][number];
export type NewCartLine = Omit<AddToCartInput, "guestId">;

export interface Cart {
  cart: CartDetailsFragment | null;
  itemCount: number;
  loading: boolean;
  /** Why the bag could not be loaded ('Failed to fatch cart'). */
  problem: CallError | null;
  reload(): void;
  /** Brings the one line a checkout refused up to date from the refusal; false when the problem is not about a line. */
  refreshLine(problem: CallError): boolean;
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
   * Signs in and brings the guest bag along: a guest bag with items is merged into the
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
  const guestId = session.user ? null : session.guestId;
  const variables: CartQueryVariables = session.user ? {} : { guestId };
  // A guest without an id has no bag yet: nothing to load until the first change starts one.
  const noBagYet = !session.user && !session.guestId;
  // Never on the server: a rendered page is the same for every shopper and holds no one's bag.
  const hydrated = useHydrated();
  const query = useQuery(CartDocument, { variables, skip: merging || !hydrated || noBagYet, fetchPolicy: "cache-and-network" });
  const [createCart] = useMutation(CreateCartDocument);
  const [addToCart] = useMutation(AddToCartDocument);
  const [updateLine] = useMutation(UpdateCartLineDocument);
  const [removeLine] = useMutation(RemoveFromCartDocument);
  const [mergeGuestCart] = useMutation(MergeGuestCartDocument);
  const [applyCouponToBag] = useMutation(ApplyCouponDocument);
  const [removeCouponFromBag] = useMutation(RemoveCouponDocument);

  const store = useCallback(
    (cart: CartDetailsFragment, vars: CartQueryVariables) => client.writeQuery({ query: CartDocument, variables: vars, data: { cart } }),
    [client],
  );

  const { setGuestId } = session;
  /**
   * Whose bag a change goes to: the customer's (guestId null), else the guest's, started
   * (createCart) for a guest who has none yet, in which case the new, empty bag comes along.
   */
  const bagOwner = useCallback(
    async (fallback: string): Promise<CallResult<{ guestId: string | null; newBag: CartDetailsFragment | null }>> => {
      if (session.user || session.guestId) return { ok: true, data: { guestId, newBag: null } };
      return attempt(
        () => createCart(),
        fallback,
        ({ createCart: created }) => ({ guestId: created.guestId, newBag: created.cart }),
      );
    },
    [session.user, session.guestId, guestId, createCart],
  );

  const change = useCallback(
    async (lineId: string | null, fallback: string, run: (owner: string | null) => Promise<CallResult<CartDetailsFragment>>) => {
      if (lineId) setPending((p) => new Set(p).add(lineId));
      const owner = await bagOwner(fallback);
      const result = owner.ok ? await run(owner.data.guestId) : owner;
      if (lineId)
        setPending((p) => {
          const next = new Set(p);
          next.delete(lineId);
          return next;
        });
      if (!owner.ok) return result;
      const { guestId: ownerId, newBag } = owner.data;
      const vars = ownerId ? { guestId: ownerId } : {};
      if (result.ok) store(result.data, vars);
      else if (newBag) store(newBag, vars);
      // A bag this change started becomes the guest's only now, after the change answered: setting
      // the id loads the bag from the server, and a load sent while the change was still on its way
      // could answer the empty bag after the change and put it back on screen.
      if (newBag) setGuestId(ownerId);
      // The API no longer knows this guest id: the next change starts a new bag.
      if (!result.ok && refusesGuestId(result.error)) setGuestId(null);
      return result;
    },
    [store, bagOwner, setGuestId],
  );

  const add = useCallback(
    (line: NewCartLine) =>
      change(null, "Failed to add item to cart", (owner) =>
        attempt(
          () => addToCart({ variables: { input: { ...line, guestId: owner } } }),
          "Failed to add item to cart",
          (d) => d.addToCart,
        ),
      ),
    [change, addToCart],
  );

  const setQuantity = useCallback(
    (line: CartLine, quantity: number) =>
      change(line.id, "Failed to update cart item", (owner) =>
        attempt(
          () => updateLine({ variables: { input: { lineId: line.id, quantity, guestId: owner } } }),
          "Failed to update cart item",
          (d) => d.updateCartLine,
        ),
      ),
    [change, updateLine],
  );

  const remove = useCallback(
    (line: CartLine) =>
      change(line.id, "Failed to remove item from cart", (owner) =>
        attempt(
          () => removeLine({ variables: { lineId: line.id, guestId: owner } }),
          "Failed to remove item from cart",
          (d) => d.removeFromCart,
        ),
      ),
    [change, removeLine],
  );

  const applyCoupon = useCallback(
    (code: string) =>
      change(null, "Invalid coupon code", (owner) =>
        attempt(
          () => applyCouponToBag({ variables: { code, guestId: owner } }),
          "Invalid coupon code",
          (d) => d.applyCoupon,
        ),
      ),
    [change, applyCouponToBag],
  );

  const removeCoupon = useCallback(
    () =>
      change(null, "Failed to remove the coupon", (owner) =>
        attempt(
          () => removeCouponFromBag({ variables: { guestId: owner } }),
          "Failed to remove the coupon",
          (d) => d.removeCoupon,
        ),
      ),
    [change, removeCouponFromBag],
  );

  /**
   * A checkout refused one line (OUT_OF_STOCK, PRODUCT_UNAVAILABLE): that line alone is brought up
   * to date from the refusal's data (its units left and why it cannot be bought), without
   * reloading the whole bag.
   */
  const refreshLine = useCallback(
    (problem: CallError) => {
      if (problem.kind === "network" || !isLineRefusal(problem.code)) return false;
      const { variantId, unitsLeft } = problem.details;
      const line = query.data?.cart.lines.find((l) => l.variantId === variantId);
      if (!line) return false;
      client.cache.modify({
        id: client.cache.identify(line),
        fields: {
          inStock: (current: number) => unitsLeft ?? current,
          problem: () => problem.message,
          problemCode: () => problem.code,
        },
      });
      return true;
    },
    [client, query.data],
  );

  // A stored guest id the API does not accept (made by an older storefront, or tampered with): start afresh.
  const queryProblem = useMemo(() => (query.error ? toCallError(query.error, "Failed to fatch cart") : null), [query.error]);
  useEffect(() => {
    if (queryProblem && refusesGuestId(queryProblem)) setGuestId(null);
  }, [queryProblem, setGuestId]);

  const { signIn: startSession, guestId: currentGuestId } = session;
  const signIn = useCallback(
    async (auth: SignedIn) => {
      const guestCart = currentGuestId ? client.readQuery({ query: CartDocument, variables: { guestId: currentGuestId } }) : null;
      const guestHasItems = (guestCart?.cart.itemCount ?? 0) > 0;
      setMerging(guestHasItems);
      startSession(auth);
      if (!currentGuestId || !guestHasItems || auth.user.role === "ADMIN") return;
      const merged = await attempt(
        () => mergeGuestCart({ variables: { guestId: currentGuestId } }),
        "Failed to merge cart",
        (d) => d.mergeGuestCart,
      );
      if (merged.ok) store(merged.data, {});
      else notify.error(merged.error.message);
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
      problem: queryProblem && !cart ? queryProblem : null,
      reload: () => void query.refetch(),
      refreshLine,
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
    [
      cart,
      merging,
      hydrated,
      query,
      queryProblem,
      refreshLine,
      add,
      setQuantity,
      remove,
      applyCoupon,
      removeCoupon,
      pending,
      signIn,
      drawerOpen,
    ],
  );
  return <CartContext.Provider value={value}>{children}</CartContext.Provider>;
}

const LINE_REFUSALS = new Set(["OUT_OF_STOCK", "PRODUCT_UNAVAILABLE"]);
const isLineRefusal = (code: string): boolean => LINE_REFUSALS.has(code);
const refusesGuestId = (problem: CallError): boolean => problem.kind !== "network" && problem.code === "INVALID_GUEST_ID";
