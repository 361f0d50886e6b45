import { ApolloClient, InMemoryCache } from "@apollo/client";
import { ApolloProvider } from "@apollo/client/react";
import { MockLink } from "@apollo/client/testing";
import { screen, within } from "@testing-library/react";
import type { AdminOrderQuery } from "../src/gql/graphql";
import { OrderReturns } from "../src/screens/orders/OrderReturns";
import { renderInApp } from "./render";

type AdminOrder = NonNullable<AdminOrderQuery["order"]>;

const requestId = "3c0ffee0-0000-4000-8000-000000000001";
// Return photos are private: the API answers links of its own that carry a key for about an hour.
const photos = [1, 2].map((n) => `/api/returns/${requestId}/photos/${n}?key=1796000400.c2lnbmVk${n}`);

const order = {
  id: "7d9f5e1c-1234-4abc-8def-000000000001",
  paymentMethod: "UPI",
  items: [{ id: "i1", name: "Leather Tote", size: "Medium", color: "Black" }],
  returnRequests: [
    {
      id: requestId,
      createdAt: "2026-11-24T10:00:00.000Z",
      kind: "RETURN",
      status: "REQUESTED",
      reason: "The strap tore",
      photos,
      adminMessage: null,
      replacementOrderId: null,
      replacementOrderNumber: null,
      lines: [{ id: "l1", orderItemId: "i1", quantity: 1, exchangeSize: null, exchangeColor: null }],
    },
  ],
} as AdminOrder;

it("shows the customer's photos from the links the API gives, each opening the photo itself", () => {
  const client = new ApolloClient({ link: new MockLink([]), cache: new InMemoryCache() });
  renderInApp(
    <ApolloProvider client={client}>
      <OrderReturns order={order} />
    </ApolloProvider>,
  );
  const card = screen.getByRole("article", { name: /^Return requested/ });
  expect(within(card).getByText("Reason: The strap tore")).toBeInTheDocument();
  photos.forEach((url, i) => {
    const img = within(card).getByRole("img", { name: `What the customer sent, ${i + 1} of 2` });
    expect(img).toHaveAttribute("src", url);
    expect(img.closest("a")).toHaveAttribute("href", url);
  });
});
