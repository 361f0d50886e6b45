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
      onSubmit={(values) => {
        saved.push(values);
        return Promise.resolve([]);
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
    expect(saved).toEqual([{ ...EMPTY_COUPON, code: "FLAT150", discountType: "amount", value: "150", expiresAt: today, active: true }]);
  });

  it("keeps an existing coupon's past expiry when editing something else", async () => {
    const { user, saved } = setup({
      ...EMPTY_COUPON,
      code: "OLD5",
      discountType: "percentage",
      value: "5",
      expiresAt: "2025-01-31",
      active: true,
    });
    await user.click(screen.getByLabelText("Active"));
    await user.click(screen.getByRole("button", { name: "Add coupon" }));
    await screen.findByRole("button", { name: "Add coupon" });
    expect(saved).toEqual([
      { ...EMPTY_COUPON, code: "OLD5", discountType: "percentage", value: "5", expiresAt: "2025-01-31", active: false },
    ]);
  });

  it("shows free delivery ticked and fixed for a coupon without a discount, and free to choose again with one", async () => {
    const { user } = setup();
    const freeDelivery = () => screen.getByRole("checkbox", { name: "Free delivery" });
    expect(freeDelivery()).not.toBeChecked();
    await user.click(screen.getByLabelText("No discount (free delivery only)"));
    expect(freeDelivery()).toBeChecked();
    expect(freeDelivery()).toBeDisabled();
    await user.click(screen.getByLabelText("Fixed amount"));
    expect(freeDelivery()).not.toBeChecked();
    expect(freeDelivery()).toBeEnabled();
    await user.click(freeDelivery());
    expect(freeDelivery()).toBeChecked();
  });

  it("sets the rules of coupons v2: limits, minimum, start, categories, first order, UPI only, free delivery alone", async () => {
    const saved: CouponFormValues[] = [];
    const { user } = renderInApp(
      <CouponForm
        initialValues={EMPTY_COUPON}
        submitLabel="Add coupon"
        today={today}
        categories={[
          { value: "c1", label: "Wallets" },
          { value: "c2", label: "Backpacks" },
        ]}
        onSubmit={(values) => {
          saved.push(values);
          return Promise.resolve([]);
        }}
      />,
    );
    await user.type(screen.getByLabelText("Coupon code"), "shipfree");
    await user.click(screen.getByLabelText("No discount (free delivery only)"));
    expect(screen.queryByLabelText("Discount (%)")).not.toBeInTheDocument();
    await user.type(screen.getByLabelText("Total uses"), "0");
    await user.click(screen.getByRole("button", { name: "Add coupon" }));
    expect(await screen.findByText("Total uses must be a whole number of at least 1")).toBeInTheDocument();
    await user.clear(screen.getByLabelText("Total uses"));
    await user.type(screen.getByLabelText("Total uses"), "100");
    await user.type(screen.getByLabelText("Uses per customer"), "1");
    await user.type(screen.getByLabelText("Minimum order value (Rs.)"), "999");
    await user.type(screen.getByLabelText("Starts on"), "2026-12-01");
    await user.click(screen.getByLabelText("Wallets"));
    await user.click(screen.getByLabelText("First order only"));
    await user.click(screen.getByLabelText("UPI payments only (not cash on delivery)"));
    await user.click(screen.getByRole("button", { name: "Add coupon" }));
    await screen.findByRole("button", { name: "Add coupon" });
    expect(saved).toEqual([
      {
        ...EMPTY_COUPON,
        code: "SHIPFREE",
        discountType: "none",
        usageLimit: "100",
        perCustomerLimit: "1",
        minOrderValue: "999",
        startsAt: "2026-12-01",
        categoryIds: ["c1"],
        firstOrderOnly: true,
        prepaidOnly: true,
      },
    ]);
  });
});
