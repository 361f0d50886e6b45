import { screen } from "@testing-library/react";
import { CouponForm, EMPTY_COUPON, type CouponFormValues } from "../src/screens/coupons/CouponForm";
import { renderInApp } from "./render";

const today = "2026-11-22";

function setup(initialValues: CouponFormValues = EMPTY_COUPON) {
  const saved: CouponFormValues[] = [];
  const view = renderInApp(
    <CouponForm
      initialValues={initialValues}
      submitLabel="Add coupon"
      today={today}
      onSubmit={async (values) => {
        saved.push(values);
        return [];
      }}
    />,
  );
  return { ...view, saved };
}

describe("coupon form", () => {
  it("requires a code and a value", async () => {
    const { user, saved } = setup();
    await user.click(screen.getByRole("button", { name: "Add coupon" }));
    expect(await screen.findByText("Coupon code is required")).toBeInTheDocument();
    expect(screen.getByText("Value is required")).toBeInTheDocument();
    expect(saved).toHaveLength(0);
  });

  it("refuses a value below 1, a percentage above 100 and an expiry in the past", async () => {
    const { user, saved } = setup();
    await user.type(screen.getByLabelText("Coupon code"), "save10");
    await user.type(screen.getByLabelText("Discount (%)"), "0");
    await user.type(screen.getByLabelText("Expiry date"), "2026-11-21");
    await user.click(screen.getByRole("button", { name: "Add coupon" }));
    expect(await screen.findByText("Value must be greater than 0")).toBeInTheDocument();
    expect(screen.getByText("Expiry date cannot be in the past")).toBeInTheDocument();

    await user.clear(screen.getByLabelText("Discount (%)"));
    await user.type(screen.getByLabelText("Discount (%)"), "101");
    await user.click(screen.getByRole("button", { name: "Add coupon" }));
    expect(await screen.findByText("Percentage cannot exceed 100")).toBeInTheDocument();
    expect(screen.getByLabelText("Discount (%)")).toHaveAccessibleDescription("Percentage cannot exceed 100");
    expect(saved).toHaveLength(0);
  });

  it("uppercases the code as typed, allows a fixed amount over 100 and saves it trimmed", async () => {
    const { user, saved } = setup();
    await user.type(screen.getByLabelText("Coupon code"), " flat150 ");
    expect(screen.getByLabelText("Coupon code")).toHaveValue(" FLAT150 ");
    await user.click(screen.getByLabelText("Fixed amount"));
    await user.type(screen.getByLabelText("Discount amount (Rs.)"), "150");
    await user.type(screen.getByLabelText("Expiry date"), today);
    await user.click(screen.getByRole("button", { name: "Add coupon" }));
    await screen.findByRole("button", { name: "Add coupon" });
    expect(saved).toEqual([{ code: "FLAT150", discountType: "amount", value: "150", expiresAt: today, active: true }]);
  });

  it("keeps an existing coupon's past expiry when editing something else", async () => {
    const { user, saved } = setup({ code: "OLD5", discountType: "percentage", value: "5", expiresAt: "2025-01-31", active: true });
    await user.click(screen.getByLabelText("Active"));
    await user.click(screen.getByRole("button", { name: "Add coupon" }));
    await screen.findByRole("button", { name: "Add coupon" });
    expect(saved).toEqual([{ code: "OLD5", discountType: "percentage", value: "5", expiresAt: "2025-01-31", active: false }]);
  });
});
