import { screen, within } from "@testing-library/react";
import { formToSettingsInput, SettingsForm, type SettingsFormValues } from "../src/screens/settings/SettingsForm";
import { InvoicingProblems } from "../src/screens/settings/InvoicingProblems";
import type { FieldProblem } from "@shop/client/call-result";
import { renderInApp } from "./render";

const EMPTY: SettingsFormValues = {
  seller: { legalName: "", gstin: "", address: "", state: "" },
  invoicing: { invoicePrefix: "INV", creditNotePrefix: "CN" },
  gst: {
    deliveryRate: "18",
    deliverySac: "996812",
    giftWrapRate: "18",
    giftWrapHsn: "4823",
    defaultGoodsRate: "18",
    defaultGoodsHsn: "4202",
  },
  policies: {
    shippingArea: "India",
    deliveryFee: "50.00",
    freeDeliveryAbove: "1000.00",
    giftWrapFee: "35.00",
    dispatchDays: "1",
    deliveryDaysFrom: "3",
    deliveryDaysTo: "7",
    holidays: "",
    returnWindowDays: "7",
  },
  payments: { razorpayMethods: ["UPI"] },
};
const SELLER = { legalName: "Bagzone Retail", gstin: "27AAPFU0939F1ZV", address: "Mumbai", state: "Maharashtra" };

function setup(serverProblems: FieldProblem[] = [], initialValues: SettingsFormValues = EMPTY) {
  const saved: SettingsFormValues[] = [];
  const view = renderInApp(
    <SettingsForm
      initialValues={initialValues}
      onSubmit={(values) => {
        saved.push(values);
        return Promise.resolve(serverProblems);
      }}
    />,
  );
  return { ...view, saved };
}

describe("settings form", () => {
  it("requires the seller's details before saving", async () => {
    const { user, saved } = setup();
    await user.click(screen.getByRole("button", { name: "Save settings" }));
    expect(await screen.findByText("Legal name is required")).toBeInTheDocument();
    expect(screen.getByText("GSTIN is required")).toBeInTheDocument();
    expect(screen.getByText("State is required")).toBeInTheDocument();
    expect(saved).toHaveLength(0);
  });

  it("sends every section with rates as numbers, and puts the server's GSTIN problem on its field", async () => {
    const { user, saved } = setup([
      { field: "seller.gstin", message: "GSTIN's check character does not match: please check it for a typo" },
    ]);
    await user.type(screen.getByLabelText("Legal name"), "Bagzone Retail");
    await user.type(screen.getByLabelText("GSTIN"), "27AAPFU0939F1ZX");
    await user.type(screen.getByLabelText("Registered address"), "Mumbai");
    await user.type(screen.getByLabelText("State"), "Maharashtra");
    await user.clear(screen.getByLabelText("Delivery rate (%)"));
    await user.type(screen.getByLabelText("Delivery rate (%)"), "5");
    await user.click(screen.getByRole("button", { name: "Save settings" }));
    expect(await screen.findByText("GSTIN's check character does not match: please check it for a typo")).toBeInTheDocument();
    expect(screen.getByLabelText("GSTIN")).toHaveAccessibleDescription(/check character does not match/);
    expect(formToSettingsInput(saved[0])).toEqual({
      seller: { legalName: "Bagzone Retail", gstin: "27AAPFU0939F1ZX", address: "Mumbai", state: "Maharashtra" },
      invoicing: { invoicePrefix: "INV", creditNotePrefix: "CN" },
      gst: { deliveryRate: 5, deliverySac: "996812", giftWrapRate: 18, giftWrapHsn: "4823", defaultGoodsRate: 18, defaultGoodsHsn: "4202" },
      policies: {
        shippingArea: "India",
        deliveryFeePaise: 50_00,
        freeDeliveryAbovePaise: 1_000_00,
        giftWrapFeePaise: 35_00,
        dispatchDays: 1,
        deliveryDaysFrom: 3,
        deliveryDaysTo: 7,
        holidays: [],
        returnWindowDays: 7,
      },
      payments: { razorpayMethods: ["UPI"] },
    });
  });

  it("sends delivery and return policies with fees in paise, and puts the server's problem on the fee's field", async () => {
    const { user, saved } = setup([{ field: "policies.deliveryFeePaise", message: "Delivery fee can be at most Rs. 10,000" }], {
      ...EMPTY,
      seller: SELLER,
    });
    await user.clear(screen.getByLabelText("Delivery fee (Rs.)"));
    await user.type(screen.getByLabelText("Delivery fee (Rs.)"), "79.50");
    await user.clear(screen.getByLabelText("Return window (days after delivery)"));
    await user.type(screen.getByLabelText("Return window (days after delivery)"), "10");
    await user.type(screen.getByLabelText("Holidays (no delivery)"), "2026-11-08\n\n2026-12-25 ");
    await user.click(screen.getByRole("button", { name: "Save settings" }));
    expect(await screen.findByText("Delivery fee can be at most Rs. 10,000")).toBeInTheDocument();
    expect(screen.getByLabelText("Delivery fee (Rs.)")).toHaveAccessibleDescription(/at most Rs. 10,000/);
    expect(formToSettingsInput(saved[0]).policies).toMatchObject({
      deliveryFeePaise: 79_50,
      freeDeliveryAbovePaise: 1_000_00,
      returnWindowDays: 10,
      holidays: ["2026-11-08", "2026-12-25"],
    });
  });

  it("refuses a fee that is not an amount of rupees before saving", async () => {
    const { user, saved } = setup([], { ...EMPTY, seller: SELLER });
    await user.clear(screen.getByLabelText("Gift wrap fee (Rs.)"));
    await user.type(screen.getByLabelText("Gift wrap fee (Rs.)"), "35.555");
    await user.click(screen.getByRole("button", { name: "Save settings" }));
    expect(await screen.findByText("Gift wrap fee must be an amount in rupees, e.g. 50 or 49.50")).toBeInTheDocument();
    expect(saved).toHaveLength(0);
  });

  it("offers the Razorpay methods ticked, refuses none before saving, and shows the server's problem with them", async () => {
    const { user, saved } = setup([{ field: "payments.razorpayMethods", message: "payments.razorpayMethods names CARD twice" }], {
      ...EMPTY,
      seller: SELLER,
    });
    const methods = screen.getByRole("group", { name: "Ways shoppers may pay" });
    expect(within(methods).getByRole("checkbox", { name: "UPI" })).toBeChecked();
    await user.click(within(methods).getByRole("checkbox", { name: "UPI" }));
    await user.click(screen.getByRole("button", { name: "Save settings" }));
    expect(await screen.findByText("Offer at least one way of paying")).toBeInTheDocument();
    expect(saved).toHaveLength(0);

    await user.click(within(methods).getByRole("checkbox", { name: "Cards" }));
    await user.click(within(methods).getByRole("checkbox", { name: "Net banking" }));
    await user.click(screen.getByRole("button", { name: "Save settings" }));
    expect(await screen.findByText("payments.razorpayMethods names CARD twice")).toBeInTheDocument();
    expect(formToSettingsInput(saved[0]).payments).toEqual({ razorpayMethods: ["CARD", "NETBANKING"] });
  });

  it("warns that invoices cannot be issued while the server lists problems", () => {
    renderInApp(<InvoicingProblems problems={["The seller's GSTIN is not set"]} />);
    expect(screen.getByRole("alert")).toHaveTextContent("Tax invoices cannot be issued until the seller's details are complete.");
    expect(screen.getByRole("alert")).toHaveTextContent("The seller's GSTIN is not set");
  });
});
