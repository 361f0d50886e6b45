/**
 * @browser-time-zone Pacific/Kiritimati
 */
import { screen } from "@testing-library/react";
import type { CouponFieldsFragment } from "../src/gql/graphql";
import { CouponForm } from "../src/screens/coupons/CouponForm";
import { couponToForm, formToCouponInput } from "../src/screens/coupons/coupon-values";
import { renderInApp } from "./render";

// An admin far east of India (UTC+14, the docblock above), where the browser's midnight and India's
// are on different days: a coupon "expiring on" a day must still work through that day in India, as over REST.

const stored = {
  code: "WINTER",
  discountType: "PERCENTAGE",
  percentOff: 10,
  amountOff: null,
  active: true,
  expiresAt: "2026-11-30T18:29:59.999Z",
  startsAt: "2026-11-30T18:30:00.000Z",
} as unknown as CouponFieldsFragment;

describe("a coupon's days are India's, whatever the admin's browser's zone", () => {
  it("the browser is in another zone for these tests", () => {
    expect(new Date("2026-11-30T18:29:59.999Z").getDate()).toBe(1);
  });

  it("saves an expiry day as the end of that day in India, and a start day as India's midnight", async () => {
    const sent: unknown[] = [];
    const { user } = renderInApp(
      <CouponForm
        initialValues={couponToForm(stored)}
        submitLabel="Save coupon"
        today="2026-11-01"
        onSubmit={(values) => {
          sent.push(formToCouponInput(values));
          return Promise.resolve([]);
        }}
      />,
    );
    expect(screen.getByLabelText("Expiry date")).toHaveValue("2026-11-30");
    await user.click(screen.getByRole("button", { name: "Save coupon" }));
    await screen.findByRole("button", { name: "Save coupon" });
    expect(sent).toEqual([expect.objectContaining({ expiresAt: "2026-11-30T18:29:59.999Z", startsAt: "2026-11-30T18:30:00.000Z" })]);
  });
});
