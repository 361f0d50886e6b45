import { ApolloClient, InMemoryCache } from "@apollo/client";
import { ApolloProvider } from "@apollo/client/react";
import { MockLink } from "@apollo/client/testing";
import { screen, within } from "@testing-library/react";
import { ConfirmProvider } from "../src/components/ConfirmDialog";
import { AdminOrderDocument, UpdateOrderStatusDocument, type OrderStatus } from "../src/gql/graphql";
import { OrderDetailPage } from "../src/screens/orders/OrderDetailPage";
import { renderInApp } from "./render";

const orderId = "7d9f5e1c-1234-4abc-8def-000000000001";
const money = (paise: number) => ({ __typename: "Money" as const, paise });
const placed = {
  __typename: "OrderEvent" as const,
  id: "e1000000-0000-4000-8000-000000000001",
  createdAt: "2026-11-20T10:00:00.000Z",
  actor: "customer",
  fromStatus: null as OrderStatus | null,
  toStatus: "PROCESSING" as OrderStatus,
  note: "Order placed",
  customerVisible: true,
};
const shippedEvent = {
  ...placed,
  id: "e1000000-0000-4000-8000-000000000002",
  createdAt: "2026-11-21T10:00:00.000Z",
  actor: "admin@bagzone.in",
  fromStatus: "PROCESSING" as const,
  toStatus: "SHIPPED" as const,
  note: "Shipped with Delhivery",
};
const shipment = {
  __typename: "Shipment" as const,
  courierName: "Delhivery",
  trackingNumber: "AWB12345",
  trackingUrl: "https://www.delhivery.com/track/package/AWB12345",
  shippedAt: "2026-11-21T10:00:00.000Z",
};

const invoice = {
  __typename: "Invoice" as const,
  number: "BZ/2026-27/000042",
  issuedAt: "2026-11-20T10:00:00.000Z",
  supplyType: "INTRA_STATE" as const,
  pdfUrl: "/api/invoices/42.pdf?key=signed",
  amounts: {
    __typename: "TaxAmounts" as const,
    charged: money(1180_00),
    taxable: money(1000_00),
    cgst: money(90_00),
    sgst: money(90_00),
    igst: money(0),
  },
};

/** A COD order being processed, with its tax invoice, as the order page asks for it. */
const processing = {
  __typename: "Order" as const,
  id: orderId,
  number: "BZ-10234",
  createdAt: "2026-11-20T10:00:00.000Z",
  status: "PROCESSING" as OrderStatus,
  allowedStatuses: ["SHIPPED", "CANCELLED"] as OrderStatus[],
  paymentStatus: "UNPAID" as const,
  paymentMethod: "COD" as const,
  customerEmail: "asha@example.in",
  customer: null,
  deliveredAt: null,
  cancelledAt: null,
  paidAt: null,
  paidWith: null,
  couponCode: null,
  replacesOrderId: null,
  shipment: null as typeof shipment | null,
  history: [placed],
  returnRequests: [],
  payment: null,
  refunds: [],
  shippingInfo: {
    __typename: "ShippingInfo" as const,
    firstName: "Asha",
    lastName: "Rao",
    address: "12 MG Road",
    city: "Pune",
    state: "Maharashtra",
    postalCode: "411001",
    phoneNo: "9876543210",
  },
  items: [
    {
      __typename: "OrderItem" as const,
      id: "i1000000-0000-4000-8000-000000000001",
      name: "Leather Tote",
      image: null,
      price: money(1180_00),
      quantity: 1,
      size: null,
      color: null,
      giftWrap: false,
    },
  ],
  invoice: invoice as typeof invoice | null,
  creditNotes: [],
  totals: {
    __typename: "PriceBreakdown" as const,
    subtotal: money(1180_00),
    delivery: money(0),
    giftWrap: money(0),
    discount: money(0),
    total: money(1180_00),
  },
};
const shipped = {
  ...processing,
  status: "SHIPPED" as const,
  allowedStatuses: ["DELIVERED"] as OrderStatus[],
  shipment,
  history: [placed, shippedEvent],
};

const orderQuery = (order: typeof processing) => ({
  request: { query: AdminOrderDocument, variables: { id: orderId } },
  result: { data: { order } },
});

function renderPage(mocks: ReadonlyArray<MockLink.MockedResponse>) {
  const client = new ApolloClient({ link: new MockLink(mocks, { defaultOptions: { delay: 0 } }), cache: new InMemoryCache() });
  return renderInApp(
    <ApolloProvider client={client}>
      <ConfirmProvider>
        <OrderDetailPage />
      </ConfirmProvider>
    </ApolloProvider>,
    { path: "/orders/:orderId", at: `/orders/${orderId}` },
  );
}

describe("the admin order page", () => {
  it("offers no Delete for an invoiced order and says why and what to do instead", async () => {
    renderPage([orderQuery(processing)]);
    expect(await screen.findByRole("heading", { name: "Order BZ-10234" })).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: /delete/i })).not.toBeInTheDocument();
    expect(screen.getByRole("note")).toHaveTextContent(
      "Order has tax invoice BZ/2026-27/000042, so it cannot be deleted: cancel it instead, which issues a credit note.",
    );
  });

  it("offers Delete for an order without an invoice", async () => {
    renderPage([orderQuery({ ...processing, invoice: null })]);
    expect(await screen.findByRole("button", { name: "Delete order" })).toBeEnabled();
  });

  it("shows the shipment and its line of history as soon as the order is shipped, without a reload", async () => {
    const { user } = renderPage([
      orderQuery(processing),
      {
        request: {
          query: UpdateOrderStatusDocument,
          variables: { id: orderId, status: "SHIPPED", shipment: { courier: "DELHIVERY", trackingNumber: "AWB12345" } },
        },
        result: {
          data: {
            updateOrderStatus: {
              __typename: "Order" as const,
              id: orderId,
              status: "SHIPPED" as const,
              allowedStatuses: ["DELIVERED" as const],
              deliveredAt: null,
              cancelledAt: null,
              paymentStatus: "UNPAID" as const,
              paidAt: null,
              refunds: [],
            },
          },
        },
      },
      // What the server holds once shipped: the page reads it again after the move.
      orderQuery(shipped),
    ]);
    const history = within(await screen.findByRole("region", { name: "Shipment and history" }));
    expect(history.queryByText(/^Shipped /)).not.toBeInTheDocument();

    await user.selectOptions(screen.getByRole("combobox", { name: "Change order status" }), "SHIPPED");
    const form = within(screen.getByRole("form", { name: "Ship order BZ-10234" }));
    await user.selectOptions(form.getByRole("combobox", { name: "Courier" }), "DELHIVERY");
    await user.type(form.getByRole("textbox", { name: "AWB or tracking number" }), "AWB12345");
    await user.click(form.getByRole("button", { name: "Ship" }));

    expect(await history.findByRole("link", { name: "AWB12345" })).toHaveAttribute("href", shipment.trackingUrl);
    expect(history.getByText(/^Shipped .* with Delhivery/)).toBeInTheDocument();
    const rows = within(history.getByRole("table", { name: "Order history" })).getAllByRole("row");
    expect(rows.at(-1)).toHaveTextContent("Processing → Shipped");
  });
});
