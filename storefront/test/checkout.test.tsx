import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import {
  ApplyCouponDocument,
  CartDocument,
  CheckoutGstDocument,
  CodAvailabilityDocument,
  CreateCheckoutDocument,
  DeliveryEstimateDocument,
  IndianStatesDocument,
  MeDocument,
  MyAddressesDocument,
  OrderDocument,
  PincodePlaceDocument,
  RemoveCouponDocument,
  SaveAddressDocument,
  type CustomerAddressFragment,
} from "../src/gql/graphql";
import { cart, cartLine, emptyCart, totals, typed } from "./support/fixtures";
import { asGuest, customer, GUEST_ID, renderShop, signInAs, type Mocks } from "./support/render";

const bag = cart([cartLine({ quantity: 2 })]); // Rs. 2,598.00, free delivery
const savedAddress = (fields: Partial<CustomerAddressFragment>): CustomerAddressFragment =>
  typed("CustomerAddress", {
    id: "a1",
    label: "Home",
    firstName: "Asha",
    lastName: "Rao",
    address: "12 MG Road",
    city: "Bengaluru",
    state: "Karnataka",
    postalCode: "560001",
    phoneNo: "9876543210",
    isDefault: true,
    ...fields,
  });
const states = ["Karnataka", "Kerala", "Tamil Nadu"].map((name, i) => typed("IndianStateOption", { code: String(29 + i), name }));
const place = (postalCode: string, city: string, state: string) => ({
  request: { query: PincodePlaceDocument, variables: { postalCode } },
  result: { data: { pincode: typed("PincodePlace", { postalCode, city, state }) } },
  maxUsageCount: Number.POSITIVE_INFINITY,
});
const addressBook = (addresses: CustomerAddressFragment[]) => ({
  request: { query: MyAddressesDocument },
  result: { data: { myAddresses: addresses } },
  maxUsageCount: Number.POSITIVE_INFINITY,
});
const signedIn: Mocks = [
  { request: { query: MeDocument }, result: { data: { me: customer } }, maxUsageCount: Number.POSITIVE_INFINITY },
  { request: { query: CartDocument, variables: {} }, result: { data: { cart: bag } }, maxUsageCount: Number.POSITIVE_INFINITY },
  {
    request: { query: CheckoutGstDocument, variables: { shippingState: "Karnataka", couponCode: null } },
    result: { data: { checkoutGst: typed("TaxAmounts", { totalTax: typed("Money", { formatted: "Rs. 396.31", paise: 39631 }) }) } },
    maxUsageCount: Number.POSITIVE_INFINITY,
  },
  {
    request: { query: CodAvailabilityDocument, variables: { pincode: "560001" } },
    result: {
      data: {
        codAvailability: typed("CodAvailability", {
          available: true,
          reason: null,
          fee: typed("Money", { formatted: "Rs. 0.00", paise: 0 }),
          totalWithFee: typed("Money", { formatted: bag.totals.total.formatted, paise: bag.totals.total.paise }),
        }),
      },
    },
    maxUsageCount: Number.POSITIVE_INFINITY,
  },
  {
    request: { query: DeliveryEstimateDocument, variables: { pincode: "560001" } },
    result: {
      data: {
        deliveryEstimate: typed("DeliveryEstimate", {
          pincode: "560001",
          deliverable: true,
          codAvailable: true,
          message: "Delivered by Thu, 26 Nov",
        }),
      },
    },
    maxUsageCount: Number.POSITIVE_INFINITY,
  },
  { request: { query: IndianStatesDocument }, result: { data: { indianStates: states } }, maxUsageCount: Number.POSITIVE_INFINITY },
  place("560001", "Bangalore", "Karnataka"),
];
const withEmptyBook: Mocks = [
  ...signedIn,
  addressBook([]),
  {
    request: { query: SaveAddressDocument, variables: () => true },
    result: ({ input }) => ({ data: { saveAddress: savedAddress({ ...input, id: "a-new", isDefault: true }) } }),
    maxUsageCount: Number.POSITIVE_INFINITY,
  },
];

const withSave10 = typed("Cart", { ...bag, couponCode: "SAVE10", totals: totals(259800, { discount: 25980 }) });

const mainButton = (name: string) => screen.getByRole("button", { name });

describe("checkout", () => {
  beforeEach(() => signInAs());

  it("lets a guest check out: at the address step they verify their mobile number, or sign in with email", async () => {
    asGuest();
    const user = userEvent.setup();
    renderShop("/checkout", [
      { request: { query: CartDocument, variables: { guestId: GUEST_ID } }, result: { data: { cart: bag } }, maxUsageCount: 5 },
    ]);
    await user.click(await screen.findByRole("button", { name: "Proceed to Address" }));
    expect(await screen.findByRole("heading", { name: "Verify your mobile number" })).toHaveFocus();
    const form = screen.getByRole("form", { name: "Sign in with your phone" });
    expect(within(form).getByLabelText("Mobile number")).toHaveAttribute("type", "tel");
    expect(screen.getByRole("link", { name: "Sign in with email" })).toHaveAttribute("href", "/login?redirect=checkout");
  });

  it("says so when the bag is empty, with a way back to the shop", async () => {
    renderShop("/checkout", [signedIn[0], { request: { query: CartDocument, variables: {} }, result: { data: { cart: emptyCart } } }]);
    expect(await screen.findByText("Your shopping bag is empty!")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Continue Shopping" })).toHaveAttribute("href", "/collections/all");
    expect(mainButton("Proceed to Address")).toBeDisabled();
  });

  it("goes Bag, Address, Payment and back, checking the address on every change", async () => {
    const user = userEvent.setup();
    renderShop("/checkout", withEmptyBook);
    expect(await screen.findByRole("heading", { name: "Your bag" })).toBeInTheDocument();
    expect(screen.getByText("Leather Tote", { selector: "a" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Remove Leather Tote from bag" })).toBeInTheDocument();
    expect(screen.getByTestId("order-total")).toHaveTextContent("Rs. 2,598.00");
    expect(screen.getByTestId("tax-included")).toHaveTextContent("Inclusive of all taxes");

    await user.click(mainButton("Proceed to Address"));
    const form = await screen.findByRole("form", { name: "Shipping address" });
    // Prefilled from the profile.
    expect(within(form).getByLabelText("First name")).toHaveValue("Asha");
    expect(within(form).getByLabelText("Contact no.")).toHaveValue("9876543210");
    expect(within(form).getByLabelText("Postal code")).toHaveValue("560001");

    const phone = within(form).getByLabelText("Contact no.");
    await user.clear(phone);
    expect(within(form).getByText("Phone number is required")).toBeInTheDocument();
    await user.type(phone, "98765");
    expect(within(form).getByText("Phone number must be 10 digits")).toBeInTheDocument();
    await user.type(phone, "43210");
    expect(within(form).queryByText("Phone number must be 10 digits")).not.toBeInTheDocument();

    const postal = within(form).getByLabelText("Postal code");
    await user.clear(postal);
    expect(within(form).getByText("Postal Code is required")).toBeInTheDocument();
    await user.type(postal, "5600");
    expect(within(form).getByText("Postal Code must be 6 digits")).toBeInTheDocument();
    await user.type(postal, "01");

    for (const [label, message] of [
      ["First name", "First name is required"],
      ["Last name", "Last name is required"],
      ["Address", "Address is required"],
      ["City", "City is required"],
    ]) {
      const input = within(form).getByLabelText(label);
      const before = (input as HTMLInputElement).value;
      await user.clear(input);
      expect(within(form).getByText(message)).toBeInTheDocument();
      await user.type(input, before);
      expect(within(form).queryByText(message)).not.toBeInTheDocument();
    }

    const state = within(form).getByLabelText("State");
    await user.selectOptions(state, "");
    expect(within(form).getByText("State is required")).toBeInTheDocument();
    await user.selectOptions(state, "Karnataka");
    expect(within(form).queryByText("State is required")).not.toBeInTheDocument();

    await user.clear(within(form).getByLabelText("City"));
    await user.click(mainButton("Proceed to Payment"));
    expect(screen.getByRole("form", { name: "Shipping address" })).toBeInTheDocument(); // stopped by the empty city
    expect(within(form).getByLabelText("City")).toHaveFocus();
    await user.type(within(form).getByLabelText("City"), "Bengaluru");
    await user.click(mainButton("Proceed to Payment"));

    expect(await screen.findByRole("group", { name: "Payment method" })).toBeInTheDocument();
    // Where the order goes is known now: the summary says how much GST the total includes.
    expect(await screen.findByText("Includes GST of Rs. 396.31")).toBeInTheDocument();
    await user.click(mainButton("Place Order"));
    expect(screen.getByText("Please select a payment method.")).toBeInTheDocument();

    await user.click(mainButton("Back"));
    expect(screen.getByRole("form", { name: "Shipping address" })).toBeInTheDocument();
    expect(screen.getByLabelText("City")).toHaveValue("Bengaluru");
    await user.click(mainButton("Back"));
    expect(screen.getByRole("heading", { name: "Your bag" })).toBeInTheDocument();
  });

  it("delivers to the default saved address, or to a new one saved on the way with city and state from its pincode", async () => {
    const user = userEvent.setup();
    const office = savedAddress({
      id: "a2",
      label: "Office",
      address: "Tower B, Cyber City",
      city: "Gurgaon",
      state: "Haryana",
      postalCode: "122002",
      isDefault: false,
    });
    const saved = jest.fn(({ input }: { input: Record<string, string> }) => ({
      data: { saveAddress: savedAddress({ ...input, id: "a3", isDefault: false }) },
    }));
    renderShop("/checkout", [
      ...signedIn,
      addressBook([savedAddress({ isDefault: true }), office]),
      place("682001", "Ernakulam", "Kerala"),
      {
        request: { query: CodAvailabilityDocument, variables: { pincode: "682001" } },
        result: {
          data: {
            codAvailability: typed("CodAvailability", {
              available: true,
              reason: null,
              fee: typed("Money", { formatted: "Rs. 0.00", paise: 0 }),
              totalWithFee: typed("Money", { formatted: bag.totals.total.formatted, paise: bag.totals.total.paise }),
            }),
          },
        },
      },
      {
        request: { query: DeliveryEstimateDocument, variables: { pincode: "682001" } },
        result: {
          data: {
            deliveryEstimate: typed("DeliveryEstimate", {
              pincode: "682001",
              deliverable: true,
              codAvailable: true,
              message: "Delivered by Fri, 27 Nov",
            }),
          },
        },
      },
      {
        request: { query: CheckoutGstDocument, variables: { shippingState: "Kerala", couponCode: null } },
        result: { data: { checkoutGst: typed("TaxAmounts", { totalTax: typed("Money", { formatted: "Rs. 396.31", paise: 39631 }) }) } },
      },
      { request: { query: SaveAddressDocument, variables: () => true }, result: saved },
    ]);
    await user.click(await screen.findByRole("button", { name: "Proceed to Address" }));
    const form = await screen.findByRole("form", { name: "Shipping address" });
    const choices = await within(form).findByRole("group", { name: "Deliver to" });
    expect(within(choices).getByRole("radio", { name: /Home \(default\)/ })).toBeChecked();
    expect(within(choices).getByRole("radio", { name: /Office/ })).not.toBeChecked();
    expect(within(form).queryByLabelText("First name")).not.toBeInTheDocument();

    await user.click(within(choices).getByRole("radio", { name: "A new address" }));
    const postal = within(form).getByLabelText("Postal code");
    await user.clear(postal);
    await user.type(postal, "682001");
    await waitFor(() => expect(within(form).getByLabelText("City")).toHaveValue("Ernakulam"));
    expect(within(form).getByLabelText("State")).toHaveValue("Kerala");
    await user.clear(within(form).getByLabelText("Address"));
    await user.type(within(form).getByLabelText("Address"), "3 Marine Drive");
    expect(within(form).getByRole("checkbox", { name: "Save this address to my address book" })).toBeChecked();
    await user.clear(within(form).getByLabelText("Save as"));
    await user.type(within(form).getByLabelText("Save as"), "Parents");
    await user.click(mainButton("Proceed to Payment"));

    expect(await screen.findByRole("group", { name: "Payment method" })).toBeInTheDocument();
    expect(saved).toHaveBeenCalledTimes(1);
    expect(saved.mock.calls[0][0].input).toEqual({
      label: "Parents",
      firstName: "Asha",
      lastName: "Rao",
      address: "3 Marine Drive",
      city: "Ernakulam",
      state: "Kerala",
      postalCode: "682001",
      phoneNo: "9876543210",
    });
    expect(await screen.findByText("Includes GST of Rs. 396.31")).toBeInTheDocument();
    // The estimate is for the new address's pincode, not the profile's.
    expect(await screen.findByTestId("delivery-estimate")).toHaveTextContent("Delivered by Fri, 27 Nov");
  });

  it("uppercases the coupon as typed, explains a refusal, and shows the discounted total", async () => {
    const user = userEvent.setup();
    renderShop("/checkout", [
      ...signedIn,
      {
        request: { query: ApplyCouponDocument, variables: { code: "NOPE", guestId: null } },
        result: { errors: [{ message: "Invalid coupon code", extensions: { code: "BAD_USER_INPUT", field: "code" } }] },
      },
      {
        request: { query: ApplyCouponDocument, variables: { code: "SAVE10", guestId: null } },
        result: { data: { applyCoupon: withSave10 } },
      },
    ]);
    const coupon = await screen.findByLabelText("Coupon code");
    await user.click(screen.getByRole("button", { name: "Apply" }));
    expect(screen.getByText("Please enter a coupon code")).toBeInTheDocument();

    await user.type(coupon, "nope");
    expect(coupon).toHaveValue("NOPE");
    await user.click(screen.getByRole("button", { name: "Apply" }));
    expect(await screen.findByText("Invalid coupon code")).toBeInTheDocument();

    await user.clear(coupon);
    await user.type(coupon, "save10");
    await user.click(screen.getByRole("button", { name: "Apply" }));
    expect(await screen.findByText(/applied: you save Rs\. 259\.80/)).toHaveTextContent("Coupon SAVE10 applied");
    expect(screen.getByText("-Rs. 259.80")).toBeInTheDocument();
    expect(screen.getByTestId("order-total")).toHaveTextContent("Rs. 2,338.20");
  });

  it("shows the notice of a coupon the server took off the bag until it is dismissed", async () => {
    const user = userEvent.setup();
    const notice = "Coupon SAVE10 was removed: This coupon has expired";
    renderShop("/checkout", [
      signedIn[0],
      { request: { query: CartDocument, variables: {} }, result: { data: { cart: typed("Cart", { ...bag, couponNotice: notice }) } } },
      { request: { query: RemoveCouponDocument, variables: { guestId: null } }, result: { data: { removeCoupon: bag } } },
    ]);
    expect(await screen.findByTestId("coupon-notice")).toHaveTextContent(notice);
    await user.click(screen.getByRole("button", { name: "Dismiss" }));
    await waitFor(() => expect(screen.queryByTestId("coupon-notice")).not.toBeInTheDocument());
  });

  it("explains why cash on delivery is not available and offers UPI", async () => {
    const user = userEvent.setup();
    const reason = "Cash on delivery is available for orders up to Rs. 10,000.00; please pay for this one by UPI";
    renderShop("/checkout", [
      ...withEmptyBook.filter((m) => m.request.query !== CodAvailabilityDocument),
      {
        request: { query: CodAvailabilityDocument, variables: { pincode: "560001" } },
        result: {
          data: {
            codAvailability: typed("CodAvailability", {
              available: false,
              reason,
              fee: typed("Money", { formatted: "Rs. 0.00", paise: 0 }),
              totalWithFee: typed("Money", { formatted: bag.totals.total.formatted, paise: bag.totals.total.paise }),
            }),
          },
        },
        maxUsageCount: Number.POSITIVE_INFINITY,
      },
    ]);
    await user.click(await screen.findByRole("button", { name: "Proceed to Address" }));
    await user.click(mainButton("Proceed to Payment"));
    expect(await screen.findByTestId("cod-unavailable")).toHaveTextContent(reason);
    expect(screen.getByRole("radio", { name: /Cash on Delivery/ })).toBeDisabled();
    expect(screen.getByTestId("delivery-estimate")).toHaveTextContent("Delivered by Thu, 26 Nov");
    await user.click(screen.getByRole("button", { name: "Pay with UPI" }));
    expect(screen.getByRole("radio", { name: /UPI/ })).toBeChecked();
  });

  it("places a COD order with the total shown and lands on the confirmation", async () => {
    const user = userEvent.setup();
    const order = typed("Order", {
      id: "7d9f5e1c-0000-4000-8000-000000000001",
      number: "BZ-10240",
      status: "PENDING" as const,
      paymentStatus: "UNPAID" as const,
      paymentMethod: "COD" as const,
      createdAt: "2026-11-22T10:00:00.000Z",
      deliveredAt: null,
      couponCode: null,
      items: [],
      shippingInfo: {
        firstName: "Asha",
        lastName: "Rao",
        address: "12 MG Road",
        city: "Bengaluru",
        state: "Karnataka",
        postalCode: "560001",
        phoneNo: "9876543210",
      },
      totals: bag.totals,
      invoice: null,
      creditNotes: [],
      deliveryEstimate: typed("DeliveryEstimate", { message: "Delivered by Sat, 28 Nov" }),
    });
    const created = jest.fn(() => ({
      data: {
        createCheckout: typed("Checkout", {
          id: "ck1",
          status: "COMPLETED" as const,
          paymentMethod: "COD" as const,
          paymentUrl: null,
          redirectUrl: `/order-confirmation?orderId=${order.id}`,
          orderId: order.id,
        }),
      },
    }));
    renderShop("/checkout", [
      ...withEmptyBook,
      {
        request: {
          query: CreateCheckoutDocument,
          variables: ({ input }) =>
            input.paymentMethod === "COD" &&
            input.expectedTotalPaise === 259800 &&
            input.couponCode === null &&
            input.shippingInfo.phoneNo === "9876543210" &&
            /^[0-9a-f]{32}$/.test(input.idempotencyKey),
        },
        result: created,
      },
      { request: { query: OrderDocument, variables: { id: order.id } }, result: { data: { order } } },
    ]);
    await user.click(await screen.findByRole("button", { name: "Proceed to Address" }));
    await user.click(mainButton("Proceed to Payment"));
    await user.click(await screen.findByRole("radio", { name: /Cash on Delivery/ }));
    await user.click(mainButton("Place Order"));
    expect(await screen.findByRole("heading", { name: "Order Placed Successfully!" })).toBeInTheDocument();
    expect(created).toHaveBeenCalledTimes(1);
    expect(screen.getByTestId("confirmation-total")).toHaveTextContent("Rs. 2,598.00");
    // The number the customer quotes, not the API's id.
    expect(screen.getByText("BZ-10240")).toBeInTheDocument();
    // The date promised when the order was placed, as the API states it for the order.
    expect(screen.getByText("Delivered by Sat, 28 Nov.")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "View Order Details" })).toHaveAttribute("href", "/profile");
  });

  it("shows why the server refused the order", async () => {
    const user = userEvent.setup();
    renderShop("/checkout", [
      ...withEmptyBook,
      {
        request: { query: CreateCheckoutDocument, variables: () => true },
        result: {
          errors: [
            { message: "The payment provider refused the request", extensions: { code: "PAYMENT_PROVIDER_REFUSED", kind: "CONFLICT" } },
          ],
        },
      },
    ]);
    await user.click(await screen.findByRole("button", { name: "Proceed to Address" }));
    await user.click(mainButton("Proceed to Payment"));
    await user.click(await screen.findByRole("radio", { name: /UPI/ }));
    await user.click(mainButton("Place Order"));
    expect(await screen.findByText("The payment provider refused the request")).toBeInTheDocument();
  });

  it("on OUT_OF_STOCK brings just that line up to date from the refusal, without reloading the bag, and shows it", async () => {
    const user = userEvent.setup();
    const bagLoads = jest.fn(() => ({ data: { cart: bag } }));
    renderShop("/checkout", [
      ...withEmptyBook.map((mock) => (mock.request.query === CartDocument ? { ...mock, result: bagLoads } : mock)),
      {
        request: { query: CreateCheckoutDocument, variables: () => true },
        result: {
          errors: [
            {
              message: "Leather Tote: Only 1 left in stock in Medium, Black",
              extensions: { code: "OUT_OF_STOCK", kind: "CONFLICT", productId: "p1", variantId: "v-Medium-Black", unitsLeft: 1 },
            },
          ],
        },
      },
    ]);
    await user.click(await screen.findByRole("button", { name: "Proceed to Address" }));
    await user.click(mainButton("Proceed to Payment"));
    await user.click(await screen.findByRole("radio", { name: /UPI/ }));
    const loadsBefore = bagLoads.mock.calls.length;
    await user.click(mainButton("Place Order"));
    // Back on the bag step, the line says what is left; the bag was not fetched again.
    expect(await screen.findByText("Leather Tote: Only 1 left in stock in Medium, Black", { selector: "p.problem" })).toBeInTheDocument();
    expect(bagLoads.mock.calls.length).toBe(loadsBefore);
  });
});
