import type { ReactElement } from "react";
import { render } from "@testing-library/react";
import { ApolloClient, InMemoryCache } from "@apollo/client";
import { MockLink } from "@apollo/client/testing";
import { MemoryRouter, Route, Routes, useLocation } from "react-router-dom";
import { ShopProviders, ShopRoutes } from "../../src/App";
import { SESSION_KEYS } from "@shop/client/session";
import {
  ColorSwatchesDocument,
  PaymentOptionsDocument,
  type SessionUserFragment,
  ShopPoliciesDocument,
  WishlistIdsDocument,
} from "../../src/gql/graphql";
import { shopPolicies, typed } from "./fixtures";

export type Mocks = ReadonlyArray<MockLink.MockedResponse>;

export const customer: SessionUserFragment = typed("User", {
  id: "u1",
  firstName: "Asha",
  lastName: "Rao",
  email: "asha@example.com",
  signInPhone: null,
  role: "CUSTOMER",
  permissions: [],
  phone: "9876543210",
  address: "12 MG Road",
  city: "Bengaluru",
  state: "Karnataka",
  postalCode: "560001",
});

export const GUEST_ID = "guest_1700000000000_testguest";

/** A returning guest: the stored guest id the cart is keyed by. */
export function asGuest() {
  localStorage.clear();
  localStorage.setItem(SESSION_KEYS.guestId, GUEST_ID);
}

/** Stores a signed-in shopper as a previous visit would have. */
export function signInAs(user: SessionUserFragment = customer) {
  asGuest();
  localStorage.setItem(SESSION_KEYS.token, "test-token");
  localStorage.setItem(SESSION_KEYS.user, JSON.stringify(user));
}

/** Shows the current location, so tests can assert where a screen navigated. */
function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{location.pathname + location.search}</output>;
}

/** The colour swatches the filters and the colour picker draw with, answered whenever asked. */
const COLOR_SWATCHES = {
  request: { query: ColorSwatchesDocument },
  result: {
    data: { productOptions: typed("ProductOptions", { colorSwatches: [typed("ColorSwatch", { name: "navy", hex: "#1e3a8a" })] }) },
  },
  maxUsageCount: Number.MAX_SAFE_INTEGER,
};

/** A signed-in shopper's saved products (none) and the payment step's provider (live), answered whenever asked. */
const EMPTY_WISHLIST = {
  request: { query: WishlistIdsDocument },
  result: { data: { wishlist: [] } },
  maxUsageCount: Number.MAX_SAFE_INTEGER,
};
const LIVE_PAYMENTS = {
  request: { query: PaymentOptionsDocument },
  result: {
    data: { paymentOptions: typed("PaymentOptions", { provider: "razorpay", testMode: false, online: ["UPI"], cashOnDelivery: true }) },
  },
  maxUsageCount: Number.MAX_SAFE_INTEGER,
};

/**
 * Renders the whole shop (layout and routes) at `path`, talking to a mocked API that answers
 * exactly `mocks`, and the answers above unless `mocks` answers them first (an unexpected operation
 * leaves its query loading, with Apollo's "no more mocked responses" warning).
 */
export function renderShop(path: string, mocks: Mocks = [], element?: ReactElement) {
  const client = new ApolloClient({
    // The shop's policies are read by the layout and most pages: answered as the API's defaults unless a test says otherwise.
    link: new MockLink(
      [
        ...mocks,
        {
          request: { query: ShopPoliciesDocument },
          result: { data: { shopPolicies: shopPolicies() } },
          maxUsageCount: Number.MAX_SAFE_INTEGER,
        },
        COLOR_SWATCHES,
        EMPTY_WISHLIST,
        LIVE_PAYMENTS,
      ],
      {
        showWarnings: true,
        defaultOptions: { delay: 0 },
      },
    ),
    cache: new InMemoryCache(),
  });
  const utils = render(
    <MemoryRouter initialEntries={[path]}>
      <ShopProviders client={client}>
        {element ? (
          <Routes>
            <Route path="*" element={element} />
          </Routes>
        ) : (
          <ShopRoutes />
        )}
        <LocationProbe />
      </ShopProviders>
    </MemoryRouter>,
  );
  return { ...utils, client };
}
