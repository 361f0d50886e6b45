import { paymentMethodWords, RAZORPAY_METHODS as OFFERABLE_METHODS } from "@shop/client/payment-methods";
import { useForm, type FieldPath } from "react-hook-form";
import { CheckboxGroup } from "../../components/form/CheckboxGroup";
import { Field } from "../../components/form/Field";
import { SaveActions } from "../../components/form/SaveActions";
import { FieldError, FormCard, FormGrid, Input, Textarea } from "../../components/form/inputs";
import { showServerProblems } from "../../components/form/server-problems";
import type { RazorpayMethod, ShopSettingsFieldsFragment } from "../../gql/graphql";
import type { FieldProblem } from "@shop/client/call-result";
import { HSN } from "@shop/words/patterns";
import { paiseOf, rupeesToPaise } from "@shop/words/money";

/** The settings form's values: the API's sections, rates as the text typed. */
export interface SettingsFormValues {
  seller: { legalName: string; gstin: string; address: string; state: string };
  invoicing: { invoicePrefix: string; creditNotePrefix: string };
  gst: {
    deliveryRate: string;
    deliverySac: string;
    giftWrapRate: string;
    giftWrapHsn: string;
    defaultGoodsRate: string;
    defaultGoodsHsn: string;
  };
  /** Fees in rupees and days, as typed. */
  policies: {
    shippingArea: string;
    deliveryFee: string;
    freeDeliveryAbove: string;
    giftWrapFee: string;
    dispatchDays: string;
    deliveryDaysFrom: string;
    deliveryDaysTo: string;
    /** One date (YYYY-MM-DD) a line. */
    holidays: string;
    returnWindowDays: string;
  };
  /** The ways Razorpay Checkout offers shoppers. */
  payments: { razorpayMethods: RazorpayMethod[] };
}

const RAZORPAY_METHODS: { value: RazorpayMethod; label: string }[] = OFFERABLE_METHODS.map((value) => ({
  value,
  label: paymentMethodWords(value).badge,
}));

export function settingsToForm(s: ShopSettingsFieldsFragment): SettingsFormValues {
  const { seller, invoicing, gst, policies: p } = s;
  return {
    seller: { legalName: seller.legalName, gstin: seller.gstin, address: seller.address, state: seller.state },
    invoicing: { invoicePrefix: invoicing.invoicePrefix, creditNotePrefix: invoicing.creditNotePrefix },
    gst: {
      deliveryRate: String(gst.deliveryRate),
      deliverySac: gst.deliverySac,
      giftWrapRate: String(gst.giftWrapRate),
      giftWrapHsn: gst.giftWrapHsn,
      defaultGoodsRate: String(gst.defaultGoodsRate),
      defaultGoodsHsn: gst.defaultGoodsHsn,
    },
    policies: {
      shippingArea: p.shippingArea,
      deliveryFee: rupeesText(p.deliveryFee.paise),
      freeDeliveryAbove: rupeesText(p.freeDeliveryAbove.paise),
      giftWrapFee: rupeesText(p.giftWrapFee.paise),
      dispatchDays: String(p.dispatchDays),
      deliveryDaysFrom: String(p.deliveryDaysFrom),
      deliveryDaysTo: String(p.deliveryDaysTo),
      holidays: p.holidays.join("\n"),
      returnWindowDays: String(p.returnWindowDays),
    },
    payments: { razorpayMethods: [...s.payments.razorpayMethods] },
  };
}

const rupeesText = (paise: number) => (paise / 100).toFixed(2);
/** Rupees as typed to paise (the API takes money in paise). */

export function formToSettingsInput(v: SettingsFormValues) {
  return {
    seller: v.seller,
    invoicing: v.invoicing,
    gst: {
      ...v.gst,
      deliveryRate: Number(v.gst.deliveryRate),
      giftWrapRate: Number(v.gst.giftWrapRate),
      defaultGoodsRate: Number(v.gst.defaultGoodsRate),
    },
    policies: {
      shippingArea: v.policies.shippingArea,
      deliveryFeePaise: rupeesToPaise(v.policies.deliveryFee),
      freeDeliveryAbovePaise: rupeesToPaise(v.policies.freeDeliveryAbove),
      giftWrapFeePaise: rupeesToPaise(v.policies.giftWrapFee),
      dispatchDays: Number(v.policies.dispatchDays),
      deliveryDaysFrom: Number(v.policies.deliveryDaysFrom),
      deliveryDaysTo: Number(v.policies.deliveryDaysTo),
      holidays: v.policies.holidays.split(/[\s,]+/).filter(Boolean),
      returnWindowDays: Number(v.policies.returnWindowDays),
    },
    payments: v.payments,
  };
}

const FIELDS = new Set<FieldPath<SettingsFormValues>>([
  "seller.legalName",
  "seller.gstin",
  "seller.address",
  "seller.state",
  "invoicing.invoicePrefix",
  "invoicing.creditNotePrefix",
  "gst.deliveryRate",
  "gst.deliverySac",
  "gst.giftWrapRate",
  "gst.giftWrapHsn",
  "gst.defaultGoodsRate",
  "gst.defaultGoodsHsn",
  "policies.shippingArea",
  "policies.dispatchDays",
  "policies.deliveryDaysFrom",
  "policies.deliveryDaysTo",
  "policies.holidays",
  "policies.returnWindowDays",
  "payments.razorpayMethods",
]);
/** The API names fields as the form does (`seller.gstin`), but for money, which it takes in paise. */
const settingsField = (apiField: string): FieldPath<SettingsFormValues> | null => {
  const field = apiField.replace(/Paise$/, "");
  return FIELDS.has(field as FieldPath<SettingsFormValues>) || /^policies\.\w+Fee|^policies\.freeDeliveryAbove$/.test(field)
    ? (field as FieldPath<SettingsFormValues>)
    : null;
};

const required = (label: string) => ({ validate: (v: string) => v.trim() !== "" || `${label} is required` });
const rate = {
  validate: (v: string) => (v.trim() !== "" && Number(v) >= 0 && Number(v) <= 100) || "Rate must be a percentage from 0 to 100",
};
const hsn = { pattern: { value: HSN, message: "Must be 4, 6 or 8 digits" } };
const amount = (label: string) => ({
  // Rupees as the API takes them (paiseOf: at most two decimals), and never below zero.
  validate: (v: string) => (paiseOf(v) ?? -1) >= 0 || `${label} must be an amount in rupees, e.g. 50 or 49.50`,
});
const days = (label: string) => ({ validate: (v: string) => /^\d+$/.test(v.trim()) || `${label} must be a whole number of days` });

/**
 * The shop's settings: the seller as printed on invoices (the server checks the GSTIN's check
 * character and state), invoice numbering, and the GST of delivery, gift wrap and goods whose
 * category has no rate; and what the shop promises shoppers (delivery fee and threshold, gift wrap,
 * dispatch and delivery times, return window), which the storefront states and checkout charges;
 * and the ways Razorpay Checkout offers shoppers to pay. Saving sends every section.
 */
export function SettingsForm({
  initialValues,
  onSubmit,
}: {
  initialValues: SettingsFormValues;
  onSubmit(values: SettingsFormValues): Promise<FieldProblem[]>;
}) {
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<SettingsFormValues>({ defaultValues: initialValues });
  const submit = async (values: SettingsFormValues) => showServerProblems(await onSubmit(values), setError, settingsField);

  return (
    <FormCard noValidate onSubmit={handleSubmit(submit)} aria-label="Shop settings">
      <fieldset>
        <legend>Seller (printed on every tax invoice)</legend>
        <FormGrid>
          <Field label="Legal name" error={errors.seller?.legalName?.message}>
            <Input {...register("seller.legalName", required("Legal name"))} />
          </Field>
          <Field label="GSTIN" hint="15 characters, e.g. 27AAPFU0939F1ZV" error={errors.seller?.gstin?.message}>
            <Input autoCapitalize="characters" {...register("seller.gstin", required("GSTIN"))} />
          </Field>
          <Field label="Registered address" wide error={errors.seller?.address?.message}>
            <Textarea {...register("seller.address", required("Address"))} />
          </Field>
          <Field label="State" hint="Orders shipped within it pay CGST and SGST; others IGST" error={errors.seller?.state?.message}>
            <Input {...register("seller.state", required("State"))} />
          </Field>
        </FormGrid>
      </fieldset>
      <fieldset>
        <legend>Numbering</legend>
        <FormGrid>
          <Field
            label="Invoice prefix"
            hint="1 to 3 letters or digits: BZ gives BZ/26-27/000123"
            error={errors.invoicing?.invoicePrefix?.message}
          >
            <Input {...register("invoicing.invoicePrefix", required("Invoice prefix"))} />
          </Field>
          <Field label="Credit note prefix" hint="A series of its own" error={errors.invoicing?.creditNotePrefix?.message}>
            <Input {...register("invoicing.creditNotePrefix", required("Credit note prefix"))} />
          </Field>
        </FormGrid>
      </fieldset>
      <fieldset>
        <legend>GST of delivery, gift wrap and goods without a category rate</legend>
        <FormGrid>
          <Field label="Delivery rate (%)" error={errors.gst?.deliveryRate?.message}>
            <Input type="number" inputMode="decimal" step="0.01" {...register("gst.deliveryRate", rate)} />
          </Field>
          <Field label="Delivery SAC" error={errors.gst?.deliverySac?.message}>
            <Input inputMode="numeric" {...register("gst.deliverySac", hsn)} />
          </Field>
          <Field label="Gift wrap rate (%)" error={errors.gst?.giftWrapRate?.message}>
            <Input type="number" inputMode="decimal" step="0.01" {...register("gst.giftWrapRate", rate)} />
          </Field>
          <Field label="Gift wrap HSN/SAC" error={errors.gst?.giftWrapHsn?.message}>
            <Input inputMode="numeric" {...register("gst.giftWrapHsn", hsn)} />
          </Field>
          <Field label="Default goods rate (%)" error={errors.gst?.defaultGoodsRate?.message}>
            <Input type="number" inputMode="decimal" step="0.01" {...register("gst.defaultGoodsRate", rate)} />
          </Field>
          <Field label="Default goods HSN" error={errors.gst?.defaultGoodsHsn?.message}>
            <Input inputMode="numeric" {...register("gst.defaultGoodsHsn", hsn)} />
          </Field>
        </FormGrid>
      </fieldset>
      <fieldset>
        <legend>Delivery and returns (stated to shoppers and charged at checkout)</legend>
        <FormGrid>
          <Field label="Shipping area" hint="Where the shop delivers, as the texts name it" error={errors.policies?.shippingArea?.message}>
            <Input {...register("policies.shippingArea", required("Shipping area"))} />
          </Field>
          <Field label="Delivery fee (Rs.)" error={errors.policies?.deliveryFee?.message}>
            <Input inputMode="decimal" {...register("policies.deliveryFee", amount("Delivery fee"))} />
          </Field>
          <Field
            label="Free delivery above (Rs.)"
            hint="Bags whose subtotal is above this pay no delivery; 0 makes delivery always free"
            error={errors.policies?.freeDeliveryAbove?.message}
          >
            <Input inputMode="decimal" {...register("policies.freeDeliveryAbove", amount("Free-delivery threshold"))} />
          </Field>
          <Field label="Gift wrap fee (Rs.)" hint="For each product line wrapped" error={errors.policies?.giftWrapFee?.message}>
            <Input inputMode="decimal" {...register("policies.giftWrapFee", amount("Gift wrap fee"))} />
          </Field>
          <Field label="Dispatch time (business days)" hint="0: the same day" error={errors.policies?.dispatchDays?.message}>
            <Input inputMode="numeric" {...register("policies.dispatchDays", days("Dispatch time"))} />
          </Field>
          <Field
            label="Delivery estimate from (business days)"
            hint="Used while the shop has no delivery rules; with rules, the storefront states their fewest and most days"
            error={errors.policies?.deliveryDaysFrom?.message}
          >
            <Input inputMode="numeric" {...register("policies.deliveryDaysFrom", days("Delivery estimate (from)"))} />
          </Field>
          <Field label="Delivery estimate to (business days)" error={errors.policies?.deliveryDaysTo?.message}>
            <Input inputMode="numeric" {...register("policies.deliveryDaysTo", days("Delivery estimate (to)"))} />
          </Field>
          <Field
            label="Holidays (no delivery)"
            hint="One date a line, YYYY-MM-DD: delivery dates skip these days, as they skip Sundays"
            error={errors.policies?.holidays?.message}
          >
            <Textarea rows={4} {...register("policies.holidays")} />
          </Field>
          <Field label="Return window (days after delivery)" error={errors.policies?.returnWindowDays?.message}>
            <Input inputMode="numeric" {...register("policies.returnWindowDays", days("Return window"))} />
          </Field>
        </FormGrid>
      </fieldset>
      <fieldset>
        <legend>Paying online (Razorpay Checkout)</legend>
        <CheckboxGroup
          legend="Ways shoppers may pay"
          options={RAZORPAY_METHODS}
          registration={register("payments.razorpayMethods", {
            validate: (v) => v.length > 0 || "Offer at least one way of paying",
          })}
        />
        {errors.payments?.razorpayMethods?.message && <FieldError role="alert">{errors.payments.razorpayMethods.message}</FieldError>}
      </fieldset>
      <SaveActions submitting={isSubmitting} submitLabel="Save settings" cancelTo="/" />
    </FormCard>
  );
}
