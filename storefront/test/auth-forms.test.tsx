import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { renderShop } from "./support/render";

beforeEach(() => localStorage.clear());

describe("login form", () => {
  it("says what is missing or wrong, next to each field", async () => {
    const user = userEvent.setup();
    renderShop("/login");
    const form = await screen.findByRole("form", { name: "Login" });
    await user.click(within(form).getByRole("button", { name: "Login" }));
    expect(within(form).getByText("Email is required")).toBeInTheDocument();
    expect(within(form).getByText("Password is required")).toBeInTheDocument();
    await user.type(within(form).getByLabelText("Email"), "not-an-email");
    expect(within(form).getByText("Invalid email address")).toBeInTheDocument();
    expect(within(form).getByLabelText("Email")).toHaveAttribute("aria-invalid", "true");
  });
});
