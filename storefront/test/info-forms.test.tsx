import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { CartDocument, SendEnquiryDocument, ShopPoliciesDocument, SubscribeToNewsletterDocument } from "../src/gql/graphql";
import { emptyCart, shopPolicies, typed } from "./support/fixtures";
import { asGuest, GUEST_ID, renderShop, type Mocks } from "./support/render";

const cartMock: Mocks = [{ request: { query: CartDocument, variables: { guestId: GUEST_ID } }, result: { data: { cart: emptyCart } } }];

describe("bulk-order enquiry form", () => {
  beforeEach(() => asGuest());

  it("checks each field, then sends the enquiry", async () => {
    const user = userEvent.setup();
    const sent = jest.fn(() => ({ data: { sendEnquiry: typed("Enquiry", { id: "e1" }) } }));
    renderShop("/contact-us", [
      ...cartMock,
      {
        request: {
          query: SendEnquiryDocument,
          variables: {
            input: {
              kind: "BULK_ORDER",
              name: "Ravi Kumar",
              email: "ravi@example.com",
              phone: "9876543210",
              message: "50 laptop bags for our team",
              quantity: 50,
            },
          },
        },
        result: sent,
      },
    ]);
    const form = await screen.findByRole("form", { name: "Bulk-order enquiry" });
    await user.click(within(form).getByRole("button", { name: "Send enquiry" }));
    for (const message of ["Name is required", "Email is required", "Phone number is required", "Message is required"]) {
      expect(within(form).getByText(message)).toBeInTheDocument();
    }
    await user.type(within(form).getByLabelText("Name"), "Ravi Kumar");
    await user.type(within(form).getByLabelText("Email"), "ravi@");
    expect(within(form).getByText("Enter a valid email")).toBeInTheDocument();
    await user.type(within(form).getByLabelText("Email"), "example.com");
    await user.type(within(form).getByLabelText("Phone"), "98765");
    expect(within(form).getByText("Phone number must be 10 digits")).toBeInTheDocument();
    await user.type(within(form).getByLabelText("Phone"), "43210");
    await user.type(within(form).getByLabelText("Quantity (units)"), "0");
    expect(within(form).getByText("Quantity must be at least 1")).toBeInTheDocument();
    await user.clear(within(form).getByLabelText("Quantity (units)"));
    await user.type(within(form).getByLabelText("Quantity (units)"), "50");
    await user.type(within(form).getByLabelText("Message"), "50 laptop bags for our team");
    await user.click(within(form).getByRole("button", { name: "Send enquiry" }));
    expect(await within(form).findByText(/We have your enquiry/)).toBeInTheDocument();
    expect(sent).toHaveBeenCalledTimes(1);
    expect(within(form).getByLabelText("Name")).toHaveValue("");
  });
});

describe("newsletter form", () => {
  beforeEach(() => asGuest());

  it("checks the email and subscribes", async () => {
    const user = userEvent.setup();
    renderShop("/faq", [
      ...cartMock,
      {
        request: { query: SubscribeToNewsletterDocument, variables: { email: "asha@example.com" } },
        result: { data: { subscribeToNewsletter: typed("ContentMessage", { message: "Thank you for subscribing!" }) } },
      },
    ]);
    const form = await screen.findByRole("form", { name: "Newsletter" });
    await user.click(within(form).getByRole("button", { name: "Subscribe" }));
    expect(within(form).getByText("Email is required")).toBeInTheDocument();
    await user.type(within(form).getByLabelText("Email address"), "asha@");
    await user.click(within(form).getByRole("button", { name: "Subscribe" }));
    expect(within(form).getByText("Enter a valid email")).toBeInTheDocument();
    await user.type(within(form).getByLabelText("Email address"), "example.com");
    await user.click(within(form).getByRole("button", { name: "Subscribe" }));
    expect(await within(form).findByText("Thank you for subscribing!")).toBeInTheDocument();
    await waitFor(() => expect(within(form).getByLabelText("Email address")).toHaveValue(""));
  });

  it("states the welcome code's percentage as the API gives it, in the footer and on the confirmation page", async () => {
    const policies: Mocks = [
      {
        request: { query: ShopPoliciesDocument },
        result: { data: { shopPolicies: shopPolicies({ newsletterWelcomePercentage: 15 }) } },
        maxUsageCount: 5,
      },
    ];
    renderShop("/newsletter/confirm?token=abc", [...cartMock, ...policies]);
    expect(
      await screen.findByText("Confirm that you want Bagzone's newsletter, and we will email you a code for 15% off your first order."),
    ).toBeInTheDocument();
    expect(await screen.findByText("Subscribe to our newsletter and get 15% off your first order.")).toBeInTheDocument();
    expect(screen.queryByText(/10% off/)).not.toBeInTheDocument();
  });
});
