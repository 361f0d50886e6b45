import { ApolloClient, InMemoryCache } from "@apollo/client";
import { ApolloProvider } from "@apollo/client/react";
import { MockLink } from "@apollo/client/testing";
import { screen, waitFor, within } from "@testing-library/react";
import {
  CourierRatesDocument,
  OrderShiprocketDocument,
  ShippingProviderDocument,
  ShipWithShiprocketDocument,
  type ShiprocketProgress,
} from "../src/gql/graphql";
import { OrderShiprocket } from "../src/screens/orders/OrderShiprocket";
import { renderInApp } from "./render";

const orderId = "7d9f5e1c-1234-4abc-8def-000000000009";

const booking = (progress: ShiprocketProgress, more: Partial<Record<string, unknown>> = {}) => ({
  __typename: "ShiprocketBooking" as const,
  progress,
  failure: null as string | null,
  attempts: 1,
  shiprocketOrderId: "500000001",
  labelUrl: null as string | null,
  manifestUrl: null as string | null,
  pickupScheduledFor: null as string | null,
  ...more,
});

const orderWith = (shiprocket: ReturnType<typeof booking>, awb: string | null = null) => ({
  data: {
    order: {
      __typename: "Order" as const,
      id: orderId,
      status: "PROCESSING" as const,
      shipment: {
        __typename: "Shipment" as const,
        id: "5b000000-0000-4000-8000-000000000001",
        courierName: awb ? "Blue Dart Air" : null,
        trackingNumber: awb,
        trackingStatus: null,
        expectedDeliveryAt: null,
        scans: [],
        shiprocket,
      },
    },
  },
});

function renderPanel(mocks: ReadonlyArray<MockLink.MockedResponse>) {
  const client = new ApolloClient({ link: new MockLink(mocks, { defaultOptions: { delay: 0 } }), cache: new InMemoryCache() });
  const view = renderInApp(
    <ApolloProvider client={client}>
      <OrderShiprocket orderId={orderId} />
    </ApolloProvider>,
  );
  return { ...view, client };
}

const provider = (kind: "MANUAL" | "SHIPROCKET") => ({
  request: { query: ShippingProviderDocument },
  result: { data: { shippingProvider: kind } },
});

it("shows Shiprocket's refusal, offers its couriers, and books again with the one chosen, then the label to print", async () => {
  const { user } = renderPanel([
    provider("SHIPROCKET"),
    {
      request: { query: OrderShiprocketDocument, variables: { id: orderId } },
      result: orderWith(booking("FAILED", { failure: "Selected courier is not serviceable for this shipment" })),
    },
    {
      request: { query: CourierRatesDocument, variables: { orderId } },
      result: {
        data: {
          courierRates: [
            {
              __typename: "CourierRate",
              courierId: 10,
              courierName: "Delhivery Surface",
              rate: { __typename: "Money", paise: 8260 },
              estimatedDays: 4,
              recommended: true,
            },
            {
              __typename: "CourierRate",
              courierId: 1,
              courierName: "Blue Dart Air",
              rate: { __typename: "Money", paise: 14500 },
              estimatedDays: 2,
              recommended: false,
            },
          ],
        },
      },
    },
    {
      request: { query: ShipWithShiprocketDocument, variables: { id: orderId, courierId: 1 } },
      result: { data: { shipWithShiprocket: { __typename: "Order", id: orderId, status: "PROCESSING" } } },
    },
    {
      request: { query: OrderShiprocketDocument, variables: { id: orderId } },
      result: orderWith(
        booking("PICKUP_SCHEDULED", {
          attempts: 2,
          labelUrl: "http://127.0.0.1:4030/sandbox/files/label-1.pdf",
          manifestUrl: "http://127.0.0.1:4030/sandbox/files/manifest-1.pdf",
          pickupScheduledFor: "2026-11-29T05:30:00.000Z",
        }),
        "SR8000000011",
      ),
    },
  ]);
  const panel = await screen.findByRole("region", { name: "Shiprocket" });
  expect(await within(panel).findByRole("alert")).toHaveTextContent("Shiprocket: Selected courier is not serviceable for this shipment");
  await user.click(within(panel).getByRole("button", { name: "Compare couriers" }));
  await user.selectOptions(await within(panel).findByRole("combobox", { name: "Courier" }), "1");
  await user.click(within(panel).getByRole("button", { name: "Try again with Shiprocket" }));

  expect(await within(panel).findByRole("link", { name: "Download label (PDF)" })).toHaveAttribute(
    "href",
    "http://127.0.0.1:4030/sandbox/files/label-1.pdf",
  );
  expect(within(panel).getByRole("status")).toHaveTextContent("Pickup scheduled for 29 Nov 2026");
  expect(within(panel).getByRole("status")).toHaveTextContent("Blue Dart Air AWB SR8000000011");
  expect(within(panel).queryByRole("alert")).toBeNull();
  expect(within(panel).queryByRole("button", { name: /Shiprocket/ })).toBeNull();
});

it("shows nothing in a shop that ships by hand", async () => {
  const { container, client } = renderPanel([provider("MANUAL")]);
  // Once the shop has said how it ships (the answer is in the cache), the panel stays empty.
  await waitFor(() => expect(client.readQuery({ query: ShippingProviderDocument })).toEqual({ shippingProvider: "MANUAL" }));
  expect(container).toBeEmptyDOMElement();
});
