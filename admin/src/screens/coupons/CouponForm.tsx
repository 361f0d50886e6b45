import { useForm } from "react-hook-form";
import { CheckboxGroup, type Choice } from "../../components/form/CheckboxGroup";
import { Field } from "../../components/form/Field";
import { SaveActions } from "../../components/form/SaveActions";
import { CheckboxLabel, FormCard, FormGrid, Input } from "../../components/form/inputs";
import { showServerProblems } from "../../components/form/server-problems";
import type { FieldProblem } from "@shop/client/call-result";
import { todayIsoDate } from "../../lib/dates";
import styled from "styled-components";
import { inRupees } from "../../components/form/rules";

/** "none": the coupon only makes delivery free. */
type DiscountType = "percentage" | "amount" | "none";

export interface CouponFormValues {
  code: string;
  discountType: DiscountType;
  /** Percent, or rupees for a fixed amount; the text typed. */
  value: string;
  /** YYYY-MM-DD, or "" for no expiry. */
  expiresAt: string;
  /** YYYY-MM-DD, or "" to start at once. */
  startsAt: string;
  active: boolean;
  /** Whole numbers as typed; "" for no limit. */
  usageLimit: string;
  perCustomerLimit: string;
  /** Rupees as typed; "" for no minimum. */
  minOrderValue: string;
  firstOrderOnly: boolean;
  freeDelivery: boolean;
  prepaidOnly: boolean;
  categoryIds: string[];
}

export const EMPTY_COUPON: CouponFormValues = {
  code: "",
  discountType: "percentage",
  value: "",
  expiresAt: "",
  startsAt: "",
  active: true,
  usageLimit: "",
  perCustomerLimit: "",
  minOrderValue: "",
  firstOrderOnly: false,
  freeDelivery: false,
  prepaidOnly: false,
  categoryIds: [],
};

const wholeOrEmpty = (label: string) => (v: string) =>
  v.trim() === "" || (Number.isInteger(Number(v)) && Number(v) >= 1) || `${label} must be a whole number of at least 1`;

const Choices = styled.fieldset`
  display: flex;
  flex-wrap: wrap;
  gap: 0.25rem 1.25rem;
  label { display: inline-flex; align-items: center; gap: 0.4rem; min-height: 2.25rem; }
`;

interface Props {
  initialValues: CouponFormValues;
  submitLabel: string;
  onSubmit(values: CouponFormValues): Promise<FieldProblem[]>;
  /** The categories a coupon can be limited to. */
  categories?: Choice[];
  /** For tests: what "today" is. */
  today?: string;
}

/**
 * A coupon: code required, uppercased as typed and trimmed; a percentage (1 to 100) or
 * a fixed amount (at least 1), or none with free delivery; an optional expiry not before today;
 * active. Coupons v2: a start date, total and per-customer limits, a minimum order, first order
 * only, free delivery, UPI only and categories.
 */
export function CouponForm({ initialValues, submitLabel, onSubmit, categories = [], today = todayIsoDate() }: Props) {
  const {
    register,
    handleSubmit,
    watch,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<CouponFormValues>({ defaultValues: initialValues });
  const discountType = watch("discountType");
  const percentage = discountType === "percentage";

  const submit = async (values: CouponFormValues) => {
    const problems = await onSubmit({ ...values, code: values.code.trim().toUpperCase() });
    showServerProblems(problems, setError, couponField);
  };

  const code = register("code", { validate: (v) => v.trim() !== "" || "Coupon code is required" });

  return (
    <FormCard noValidate onSubmit={handleSubmit(submit)} aria-label="Coupon">
      <FormGrid>
        <Field label="Coupon code" error={errors.code?.message}>
          <Input
            {...code}
            autoCapitalize="characters"
            onChange={(event) => {
              event.target.value = event.target.value.toUpperCase();
              return code.onChange(event);
            }}
          />
        </Field>
        <Choices>
          <legend>Discount type</legend>
          <label>
            <input type="radio" value="percentage" {...register("discountType")} />
            Percentage
          </label>
          <label>
            <input type="radio" value="amount" {...register("discountType")} />
            Fixed amount
          </label>
          <label>
            <input type="radio" value="none" {...register("discountType")} />
            No discount (free delivery only)
          </label>
        </Choices>
        {discountType !== "none" && (
          <Field label={percentage ? "Discount (%)" : "Discount amount (Rs.)"} error={errors.value?.message}>
            <Input
              type="number"
              inputMode="decimal"
              min={1}
              max={percentage ? 100 : undefined}
              step={percentage ? "1" : "0.01"}
              {...register("value", {
                validate: {
                  required: (v) => v.trim() !== "" || "Value is required",
                  positive: (v) => Number(v) >= 1 || "Value must be greater than 0",
                  inRupees: (v, values) => values.discountType !== "amount" || inRupees(v),
                  percentage: (v, values) => values.discountType !== "percentage" || Number(v) <= 100 || "Percentage cannot exceed 100",
                  wholePercent: (v, values) =>
                    values.discountType !== "percentage" || Number.isInteger(Number(v)) || "Percentage must be a whole number",
                },
              })}
            />
          </Field>
        )}
        <Field label="Starts on" hint="Optional. Leave empty for a coupon that works at once." error={errors.startsAt?.message}>
          <Input type="date" {...register("startsAt")} />
        </Field>
        <Field label="Expiry date" hint="Optional. Leave empty for a coupon that does not expire." error={errors.expiresAt?.message}>
          <Input
            type="date"
            min={today}
            {...register("expiresAt", {
              // An existing coupon that already expired can still be edited (say, switched off) without a new date.
              validate: (v) => v === "" || v >= today || v === initialValues.expiresAt || "Expiry date cannot be in the past",
            })}
          />
        </Field>
        <Field label="Total uses" hint="Optional. How many orders may use it in all." error={errors.usageLimit?.message}>
          <Input type="number" inputMode="numeric" min={1} step="1" {...register("usageLimit", { validate: wholeOrEmpty("Total uses") })} />
        </Field>
        <Field label="Uses per customer" hint="Optional. 1 for once per customer." error={errors.perCustomerLimit?.message}>
          <Input
            type="number"
            inputMode="numeric"
            min={1}
            step="1"
            {...register("perCustomerLimit", { validate: wholeOrEmpty("Uses per customer") })}
          />
        </Field>
        <Field
          label="Minimum order value (Rs.)"
          hint="Optional. The bag's subtotal must be at least this."
          error={errors.minOrderValue?.message}
        >
          <Input
            type="number"
            inputMode="decimal"
            min={1}
            step="0.01"
            {...register("minOrderValue", {
              validate: {
                atLeastOne: (v) => v.trim() === "" || Number(v) >= 1 || "Minimum order value must be at least Rs. 1",
                inRupees,
              },
            })}
          />
        </Field>
        {categories.length > 0 && (
          <CheckboxGroup
            legend="Only for these categories (none: the whole bag)"
            options={categories}
            registration={register("categoryIds")}
          />
        )}
        <CheckboxLabel>
          {/* A coupon without a discount is free delivery; shown ticked and fixed rather than
              switching the registered box between uncontrolled and controlled. */}
          {discountType === "none" ? (
            <input key="implied" type="checkbox" checked readOnly disabled />
          ) : (
            <input key="chosen" type="checkbox" {...register("freeDelivery")} />
          )}
          Free delivery
        </CheckboxLabel>
        <CheckboxLabel>
          <input type="checkbox" {...register("firstOrderOnly")} />
          First order only
        </CheckboxLabel>
        <CheckboxLabel>
          <input type="checkbox" {...register("prepaidOnly")} />
          UPI payments only (not cash on delivery)
        </CheckboxLabel>
        <CheckboxLabel>
          <input type="checkbox" {...register("active")} />
          Active
        </CheckboxLabel>
      </FormGrid>
      <SaveActions submitting={isSubmitting} submitLabel={submitLabel} cancelTo="/coupon-code" />
    </FormCard>
  );
}

const FORM_FIELDS: (keyof CouponFormValues)[] = [
  "code",
  "expiresAt",
  "startsAt",
  "active",
  "usageLimit",
  "perCustomerLimit",
  "minOrderValue",
  "categoryIds",
  "discountType",
];

function couponField(apiField: string): keyof CouponFormValues | null {
  const field = apiField.replace(/^input\./, "");
  if ((FORM_FIELDS as string[]).includes(field)) return field as keyof CouponFormValues;
  if (field === "percentOff" || field === "amountOffPaise") return "value";
  if (field === "minOrderPaise") return "minOrderValue";
  return null;
}
