import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { CartDocument, MeDocument, RemoveFromCartDocument, UpdateCartLineDocument } from "../src/gql/graphql";
import { cart, cartLine, emptyCart } from "./support/fixtures";
import { asGuest, customer, GUEST_ID, renderShop, signInAs } from "./support/render";

const twoTotes = cart([cartLine({ quantity: 2 })]);

describe("cart drawer", () => {
  it("opens from the header, changes quantities by one, removes a line, and closes with Escape", async () => {
    asGuest();
    const user = userEvent.setup();
    renderShop("/faq", [
      { request: { query: CartDocument, variables: { guestId: GUEST_ID } }, result: { data: { cart: twoTotes } } },
      {
        request: { query: UpdateCartLineDocument, variables: { input: { lineId: "line-1", quantity: 3, guestId: GUEST_ID } } },
        result: { data: { updateCartLine: cart([cartLine({ quantity: 3 })]) } },
      },
      {
        request: { query: RemoveFromCartDocument, variables: { lineId: "line-1", guestId: GUEST_ID } },
        result: { data: { removeFromCart: emptyCart } },
      },
    ]);

    const toggle = await screen.findByRole("button", { name: "Open cart, 2 items" });
    await user.click(toggle);
    const drawer = await screen.findByRole("dialog", { name: /Your Bag/ });
    expect(within(drawer).getByText("Leather Tote", { selector: "a" })).toBeInTheDocument();
    // What the bag costs with delivery, as the server priced it, and how far it is from free delivery (the shop's threshold).
    expect(within(drawer).getByText("Delivery").nextElementSibling).toHaveTextContent("Free");
    expect(within(drawer).getByText("Total").nextElementSibling).toHaveTextContent("Rs. 2,598.00");
    expect(await within(drawer).findByText("Your order qualifies for free delivery.")).toBeInTheDocument();
    expect(within(drawer).getByRole("spinbutton", { name: "Quantity" })).toHaveValue(2);

    await user.click(within(drawer).getByRole("button", { name: "Increase quantity" }));
    await waitFor(() => expect(within(drawer).getByRole("spinbutton", { name: "Quantity" })).toHaveValue(3));
    expect(screen.getByRole("button", { name: "Open cart, 3 items" })).toBeInTheDocument();

    await user.click(within(drawer).getByRole("button", { name: "Remove Leather Tote from bag" }));
    expect(await within(drawer).findByText("Your bag is empty.")).toBeInTheDocument();

    await user.keyboard("{Escape}");
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    expect(toggle).toHaveFocus();
  });

  it("shows the delivery charge before checkout and how much more makes it free, from the shop's policies", async () => {
    asGuest();
    const user = userEvent.setup();
    renderShop("/faq", [
      {
        request: { query: CartDocument, variables: { guestId: GUEST_ID } },
        result: { data: { cart: cart([cartLine({ unitPaise: 80000 })], 80000) } },
      },
    ]);
    await user.click(await screen.findByRole("button", { name: "Open cart, 1 item" }));
    const drawer = await screen.findByRole("dialog", { name: /Your Bag/ });
    expect(within(drawer).getByText("Delivery").nextElementSibling).toHaveTextContent("Rs. 50.00");
    expect(within(drawer).getByText("Total").nextElementSibling).toHaveTextContent("Rs. 850.00");
    expect(await within(drawer).findByText("Add over Rs. 200.00 more for free delivery.")).toBeInTheDocument();
  });

  it("keeps the quantity at 1 or more", async () => {
    asGuest();
    const user = userEvent.setup();
    renderShop("/faq", [
      { request: { query: CartDocument, variables: { guestId: GUEST_ID } }, result: { data: { cart: cart([cartLine()]) } } },
    ]);
    await user.click(await screen.findByRole("button", { name: "Open cart, 1 item" }));
    const drawer = await screen.findByRole("dialog");
    expect(within(drawer).getByRole("button", { name: "Decrease quantity" })).toBeDisabled();
  });

  it("takes a guest to checkout, where they verify their mobile number", async () => {
    asGuest();
    const user = userEvent.setup();
    renderShop("/faq", [{ request: { query: CartDocument, variables: { guestId: GUEST_ID } }, result: { data: { cart: twoTotes } } }]);
    await user.click(await screen.findByRole("button", { name: "Open cart, 2 items" }));
    await user.click(within(await screen.findByRole("dialog")).getByRole("button", { name: "Checkout" }));
    expect(screen.getByTestId("location")).toHaveTextContent(/^\/checkout$/);
  });

  it("takes a signed-in customer straight to checkout", async () => {
    signInAs();
    const user = userEvent.setup();
    renderShop("/faq", [
      { request: { query: MeDocument }, result: { data: { me: customer } } },
      { request: { query: CartDocument, variables: {} }, result: { data: { cart: twoTotes } } },
    ]);
    await user.click(await screen.findByRole("button", { name: "Open cart, 2 items" }));
    await user.click(within(await screen.findByRole("dialog")).getByRole("button", { name: "Checkout" }));
    expect(screen.getByTestId("location")).toHaveTextContent(/^\/checkout$/);
  });

  it("says when the bag cannot be loaded, and tries again", async () => {
    asGuest();
    const user = userEvent.setup();
    renderShop("/faq", [
      { request: { query: CartDocument, variables: { guestId: GUEST_ID } }, error: new TypeError("Failed to fetch") },
      { request: { query: CartDocument, variables: { guestId: GUEST_ID } }, result: { data: { cart: twoTotes } } },
    ]);
    await user.click(await screen.findByRole("button", { name: "Open cart, 0 items" }));
    const drawer = await screen.findByRole("dialog");
    expect(await within(drawer).findByText("Failed to fatch cart")).toBeInTheDocument();
    await user.click(within(drawer).getByRole("button", { name: "Try again" }));
    expect(await within(drawer).findByText("Leather Tote", { selector: "a" })).toBeInTheDocument();
  });
});
