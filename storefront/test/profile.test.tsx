import { act, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import {
  CartDocument,
  LogoutDocument,
  MeDocument,
  MyAddressesDocument,
  MyOrdersDocument,
  RequestReturnDocument,
  ShopPoliciesDocument,
  UpdateProfileDocument,
  type OrderDetailsFragment,
} from "../src/gql/graphql";
import { SESSION_KEYS } from "@shop/client/session";
import { emptyCart, shopPolicies, totals, typed } from "./support/fixtures";
import { customer, GUEST_ID, renderShop, signInAs, type Mocks } from "./support/render";

const order: OrderDetailsFragment = typed("Order", {
  id: "7d9f5e1c-1234-4abc-8def-000000000001",
  number: "BZ-10234",
  status: "SHIPPED" as const,
  paymentStatus: "UNPAID" as const,
  paymentMethod: "COD" as const,
  paidWith: null,
  createdAt: "2026-11-20T10:00:00.000Z",
  deliveredAt: null,
  couponCode: null,
  items: [
    {
      id: "i1",
      name: "Leather Tote",
      image: null,
      price: { formatted: "Rs. 1,299.00" },
      lineTotal: { formatted: "Rs. 2,598.00" },
      quantity: 2,
      size: "Medium",
      color: "Black",
      giftWrap: false,
    },
  ],
  shippingInfo: {
    firstName: "Asha",
    lastName: "Rao",
    address: "12 MG Road",
    city: "Bengaluru",
    state: "Karnataka",
    postalCode: "560001",
    phoneNo: "9876543210",
  },
  totals: totals(259800),
  invoice: typed("Invoice", {
    number: "BZ/26-27/000042",
    pdfUrl: "/api/orders/7d9f5e1c-1234-4abc-8def-000000000001/invoice?key=k",
    amounts: typed("TaxAmounts", { totalTax: typed("Money", { formatted: "Rs. 396.31", paise: 39631 }) }),
  }),
  creditNotes: [],
  shipment: typed("Shipment", {
    courierName: "Delhivery",
    trackingNumber: "DLV1234567",
    trackingUrl: "https://www.delhivery.com/track-v2/package/DLV1234567",
  }),
  history: [
    typed("OrderEvent", { id: "e1", createdAt: "2026-11-21T10:00:00.000Z", note: "Shipped with Delhivery, tracking number DLV1234567" }),
  ],
  refunds: [],
  returnRequests: [],
});

const orders = (nodes: OrderDetailsFragment[]) =>
  typed("OrderConnection", { nodes, totalCount: nodes.length, pageInfo: typed("PageInfo", { hasNextPage: false, endCursor: null }) });

function profileMocks(list: OrderDetailsFragment[] = [order]): Mocks {
  return [
    { request: { query: MeDocument }, result: { data: { me: customer } }, maxUsageCount: 5 },
    { request: { query: MyAddressesDocument }, result: { data: { myAddresses: [] } }, maxUsageCount: 5 },
    { request: { query: CartDocument, variables: {} }, result: { data: { cart: emptyCart } }, maxUsageCount: 5 },
    {
      request: { query: MyOrdersDocument, variables: { first: 10, after: null } },
      result: { data: { myOrders: orders(list) } },
      maxUsageCount: 5,
    },
    {
      request: { query: ShopPoliciesDocument },
      result: { data: { shopPolicies: shopPolicies({ returnWindowDays: 7 }) } },
      maxUsageCount: 5,
    },
  ];
}

describe("profile", () => {
  beforeEach(() => signInAs());

  it("sends a guest to log in", async () => {
    localStorage.clear();
    renderShop("/profile", [{ request: { query: CartDocument, variables: { guestId: GUEST_ID } }, result: { data: { cart: emptyCart } } }]);
    await waitFor(() => expect(screen.getByTestId("location")).toHaveTextContent(/^\/login$/));
  });

  it("shows the customer's details and edits them with checked phone and postal code", async () => {
    const user = userEvent.setup();
    const updated = typed("User", { ...customer, phone: "9123456780", city: "Mysuru" });
    renderShop("/profile", [
      ...profileMocks(),
      {
        request: {
          query: UpdateProfileDocument,
          variables: {
            input: {
              firstName: "Asha",
              lastName: "Rao",
              phone: "9123456780",
              address: "12 MG Road",
              city: "Mysuru",
              state: "Karnataka",
              postalCode: "560001",
            },
          },
        },
        result: { data: { updateProfile: updated } },
      },
    ]);
    expect(await screen.findByRole("heading", { name: "Asha Rao" })).toBeInTheDocument();
    expect(screen.getByText("asha@example.com")).toBeInTheDocument();
    expect(screen.getByText("12 MG Road, Bengaluru, Karnataka, 560001")).toBeInTheDocument();

    await user.click(screen.getByRole("button", { name: "Edit profile" }));
    const form = screen.getByRole("form", { name: "Edit profile" });
    await user.clear(within(form).getByLabelText("First name"));
    expect(within(form).getByText("First name is required")).toBeInTheDocument();
    await user.type(within(form).getByLabelText("First name"), "Asha");
    await user.clear(within(form).getByLabelText("Phone"));
    await user.type(within(form).getByLabelText("Phone"), "91234");
    expect(within(form).getByText("Phone number must be 10 digits")).toBeInTheDocument();
    await user.type(within(form).getByLabelText("Phone"), "56780");
    await user.clear(within(form).getByLabelText("Postal code"));
    await user.type(within(form).getByLabelText("Postal code"), "5600");
    expect(within(form).getByText("Postal Code must be 6 digits")).toBeInTheDocument();
    await user.type(within(form).getByLabelText("Postal code"), "01");
    await user.clear(within(form).getByLabelText("City"));
    await user.type(within(form).getByLabelText("City"), "Mysuru");
    await user.click(within(form).getByRole("button", { name: "Save" }));
    expect(await screen.findByText("12 MG Road, Mysuru, Karnataka, 560001")).toBeInTheDocument();
    expect(JSON.parse(localStorage.getItem(SESSION_KEYS.user)!).phone).toBe("9123456780");
  });

  it("lists orders by number with coloured status, and shows one in a modal", async () => {
    const user = userEvent.setup();
    renderShop("/profile", profileMocks());
    const table = await screen.findByRole("table");
    expect(within(table).getByText("BZ-10234")).toBeInTheDocument();
    expect(within(table).getByText("Shipped")).toBeInTheDocument();
    expect(within(table).getByText("(Unpaid)")).toBeInTheDocument();

    await user.click(within(table).getByRole("button", { name: "View details of order BZ-10234" }));
    const modal = screen.getByRole("dialog", { name: "Order BZ-10234" });
    expect(within(modal).getByText("Leather Tote")).toBeInTheDocument();
    expect(within(modal).getByText("Rs. 1,299.00 x 2")).toBeInTheDocument();
    expect(within(modal).getByText(/12 MG Road, Bengaluru, Karnataka 560001/)).toBeInTheDocument();
    expect(within(modal).getByTestId("order-total")).toHaveTextContent("Rs. 2,598.00");
    // Shipped: the courier's tracking link and the order's history; no cancel, no return yet.
    expect(within(modal).getByRole("link", { name: "Track your parcel" })).toHaveAttribute(
      "href",
      "https://www.delhivery.com/track-v2/package/DLV1234567",
    );
    expect(within(modal).getByText("Shipped with Delhivery, tracking number DLV1234567")).toBeInTheDocument();
    expect(within(modal).queryByRole("button", { name: "Cancel order" })).not.toBeInTheDocument();
    expect(within(modal).queryByRole("button", { name: "Return or exchange" })).not.toBeInTheDocument();
    await user.click(within(modal).getByRole("button", { name: "Close order details" }));
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
  });

  describe("a return with photos", () => {
    const delivered: OrderDetailsFragment = {
      ...order,
      status: "DELIVERED",
      deliveredAt: new Date(Date.now() - 24 * 60 * 60 * 1000).toISOString(),
    };
    // Return photos are private: the upload answers a reference, which requestReturn takes.
    const reference = "return-photos/4b5c0000-0000-4000-8000-000000000001/9e8d0000-0000-4000-8000-000000000002.jpg";
    const realFetch = globalThis.fetch;
    /** What fetch answers, as much of a Response as the form reads (jsdom has no Response). */
    const answer = (status: number, body: unknown) => ({ ok: status < 300, status, json: () => Promise.resolve(body) });
    afterEach(() => {
      globalThis.fetch = realFetch;
    });

    /** Opens the delivered order's return form, fills it in and chooses a photo. */
    async function fillReturnForm(mocks: Mocks) {
      const user = userEvent.setup();
      renderShop("/profile", [...profileMocks([delivered]), ...mocks]);
      await user.click(await screen.findByRole("button", { name: /View details/ }));
      await user.click(within(screen.getByRole("dialog")).getByRole("button", { name: "Return or exchange" }));
      const form = screen.getByRole("form", { name: "Return or exchange" });
      const quantity = within(form).getByLabelText(/How many to send back/);
      await user.clear(quantity);
      await user.type(quantity, "1");
      await user.type(within(form).getByLabelText("Why are you sending it back?"), "The strap tore");
      await user.upload(within(form).getByLabelText(/Photos/), new File(["label"], "label.png", { type: "image/png" }));
      await user.click(within(form).getByRole("button", { name: "Send request" }));
      return form;
    }

    it("uploads the photo with the customer's token and sends the reference the upload answered", async () => {
      const upload = jest.fn((_url: string, _init: RequestInit) => Promise.resolve(answer(201, { url: reference })));
      globalThis.fetch = upload as unknown as typeof fetch;
      const requested = jest.fn(() => ({
        data: { requestReturn: typed("ReturnRequest", { id: "r1", kind: "RETURN" as const, status: "REQUESTED" as const }) },
      }));
      await fillReturnForm([
        {
          request: {
            query: RequestReturnDocument,
            variables: {
              input: {
                orderId: order.id,
                kind: "RETURN",
                reason: "The strap tore",
                lines: [{ orderItemId: "i1", quantity: 1, size: null, color: null }],
                photos: [reference],
              },
            },
          },
          result: requested,
        },
      ]);
      await waitFor(() => expect(requested).toHaveBeenCalledTimes(1));
      const [url, init] = upload.mock.calls[0];
      expect(url).toBe("/api/returns/photos");
      expect(new Headers(init.headers).get("authorization")).toMatch(/^Bearer \S+/);
      expect(JSON.parse(init.body as string).image).toMatch(/^data:image\/png;base64,/);
    });

    it("shows why the shop refused the photo (too many pixels), and sends no request", async () => {
      const refusal = "Image must be at most 20 megapixels; this one is 7000 × 7000 (49 megapixels)";
      globalThis.fetch = jest.fn(() =>
        Promise.resolve(answer(400, { message: refusal, code: "BAD_USER_INPUT", field: "image" })),
      ) as unknown as typeof fetch;
      const form = await fillReturnForm([]);
      expect(await within(form).findByRole("alert")).toHaveTextContent(refusal);
    });
  });

  it("dates an order by India's calendar, not the browser's: placed 00:30 on 1 April in India is 1 April", async () => {
    const user = userEvent.setup();
    const placed = { ...order, createdAt: "2026-03-31T19:00:00.000Z" };
    renderShop("/profile", profileMocks([placed]));
    const table = await screen.findByRole("table");
    expect(within(table).getByText("1 Apr 2026")).toBeInTheDocument();
    await user.click(within(table).getByRole("button", { name: "View details of order BZ-10234" }));
    expect(within(screen.getByRole("dialog", { name: "Order BZ-10234" })).getByText("1 Apr 2026, 12:30 am")).toBeInTheDocument();
  });

  it("says 'Copied!' or 'Failed to copy.' for 2 seconds", async () => {
    jest.useFakeTimers();
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    // user-event puts a clipboard in place; the second copy is refused as a browser may refuse it.
    const writeText = jest.spyOn(navigator.clipboard, "writeText");
    writeText.mockResolvedValueOnce(undefined).mockRejectedValueOnce(new Error("denied"));
    try {
      renderShop("/profile", profileMocks());
      await user.click(await screen.findByRole("button", { name: /View details/ }));
      const modal = screen.getByRole("dialog");
      await user.click(within(modal).getByRole("button", { name: "Copy order number" }));
      expect(writeText).toHaveBeenCalledWith("BZ-10234");
      expect(await within(modal).findByText("Copied!")).toBeInTheDocument();
      act(() => jest.advanceTimersByTime(1999));
      expect(within(modal).getByText("Copied!")).toBeInTheDocument();
      act(() => jest.advanceTimersByTime(1));
      expect(within(modal).queryByText("Copied!")).not.toBeInTheDocument();

      await user.click(within(modal).getByRole("button", { name: "Copy order number" }));
      expect(await within(modal).findByText("Failed to copy.")).toBeInTheDocument();
      act(() => jest.advanceTimersByTime(2000));
      expect(within(modal).queryByText("Failed to copy.")).not.toBeInTheDocument();
    } finally {
      jest.useRealTimers();
    }
  });

  it("logs out: forgets the user, the token and the bag's guest id (the next bag change gets a new one from createCart)", async () => {
    const user = userEvent.setup();
    const revoked = jest.fn(() => ({ data: { logout: typed("Message", { message: "Logged out" }) } }));
    renderShop("/profile", [
      ...profileMocks([]),
      { request: { query: CartDocument, variables: () => true }, result: { data: { cart: emptyCart } }, maxUsageCount: 5 },
      { request: { query: LogoutDocument }, result: revoked },
    ]);
    expect(await screen.findByText(/You have no orders yet/)).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Logout" }));
    await waitFor(() => expect(screen.getByTestId("location")).toHaveTextContent(/^\/$/));
    // The server is told too, so the token stops working there and not only in this browser.
    await waitFor(() => expect(revoked).toHaveBeenCalledTimes(1));
    expect(localStorage.getItem(SESSION_KEYS.token)).toBeNull();
    expect(localStorage.getItem(SESSION_KEYS.user)).toBeNull();
    expect(localStorage.getItem(SESSION_KEYS.guestId)).toBeNull();
  });
});
