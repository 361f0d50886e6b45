import { useForm } from "react-hook-form";
import { Field } from "../../components/form/Field";
import { SaveActions } from "../../components/form/SaveActions";
import { CheckboxLabel, FormCard, FormGrid, Input } from "../../components/form/inputs";
import { showServerProblems } from "../../components/form/server-problems";
import type { FieldProblem } from "../../lib/call-result";
import { todayIsoDate } from "../../lib/dates";
import styled from "styled-components";

export type DiscountType = "percentage" | "amount";

export interface CouponFormValues {
  code: string;
  discountType: DiscountType;
  /** Percent, or rupees for a fixed amount; the text typed. */
  value: string;
  /** YYYY-MM-DD, or "" for no expiry. */
  expiresAt: string;
  active: boolean;
}

export const EMPTY_COUPON: CouponFormValues = { code: "", discountType: "percentage", value: "", expiresAt: "", active: true };

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
  /** For tests: what "today" is. */
  today?: string;
}

/**
 * A coupon (SPEC §5): code required, uppercased as typed and trimmed; a percentage (1 to 100) or
 * a fixed amount (at least 1); an optional expiry not before today; active.
 */
export function CouponForm({ initialValues, submitLabel, onSubmit, today = todayIsoDate() }: Props) {
  const {
    register,
    handleSubmit,
    watch,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<CouponFormValues>({ defaultValues: initialValues });
  const percentage = watch("discountType") === "percentage";

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
        </Choices>
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
                percentage: (v, values) => values.discountType !== "percentage" || Number(v) <= 100 || "Percentage cannot exceed 100",
                wholePercent: (v, values) => values.discountType !== "percentage" || Number.isInteger(Number(v)) || "Percentage must be a whole number",
              },
            })}
          />
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
        <CheckboxLabel>
          <input type="checkbox" {...register("active")} />
          Active
        </CheckboxLabel>
      </FormGrid>
      <SaveActions submitting={isSubmitting} submitLabel={submitLabel} cancelTo="/coupon-code" />
    </FormCard>
  );
}

function couponField(apiField: string): keyof CouponFormValues | null {
  const field = apiField.replace(/^input\./, "");
  if (field === "code" || field === "expiresAt" || field === "active") return field;
  if (field === "percentage" || field === "fixedAmount" || field === "value") return "value";
  return null;
}
