import { useForm } from "react-hook-form";
import { Field } from "../../components/form/Field";
import { SaveActions } from "../../components/form/SaveActions";
import { FormCard, FormGrid, Input } from "../../components/form/inputs";
import { showServerProblems } from "../../components/form/server-problems";
import type { CodSettingsFieldsFragment, CodSettingsInput } from "../../gql/graphql";
import type { FieldProblem } from "@shop/client/call-result";
import { paiseToRupees } from "@shop/words/money";
import { optionalPaise } from "../../lib/money";
import { inRupees } from "../../components/form/rules";

/** Amounts in rupees and the limit as typed; "" means no limit. */
export interface CodFormValues {
  maxOrderValue: string;
  fee: string;
  refusalLimit: string;
}

export const codToForm = (cod: CodSettingsFieldsFragment): CodFormValues => ({
  maxOrderValue: cod.maxOrderValue ? String(paiseToRupees(cod.maxOrderValue.paise)) : "",
  fee: String(paiseToRupees(cod.fee.paise)),
  refusalLimit: cod.refusalLimit === null || cod.refusalLimit === undefined ? "" : String(cod.refusalLimit),
});

export const formToCodInput = (v: CodFormValues): CodSettingsInput => ({
  maxOrderValuePaise: optionalPaise(v.maxOrderValue),
  feePaise: optionalPaise(v.fee) ?? 0,
  refusalLimit: v.refusalLimit.trim() === "" ? null : Number(v.refusalLimit),
});

const FIELDS: (keyof CodFormValues)[] = ["maxOrderValue", "fee", "refusalLimit"];
const codField = (apiField: string) => {
  // Amounts are typed in rupees into the fields the API names with "Paise" (feePaise: fee).
  const field = apiField.replace(/^cod\./, "").replace(/Paise$/, "") as keyof CodFormValues;
  return FIELDS.includes(field) ? field : null;
};

/** Cash on delivery: the largest order it is offered for, its fee, and when a customer loses it. Off unless set. */
export function CodSettingsForm({
  initialValues,
  onSubmit,
}: {
  initialValues: CodFormValues;
  onSubmit(values: CodFormValues): Promise<FieldProblem[]>;
}) {
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<CodFormValues>({ defaultValues: initialValues });
  const submit = async (values: CodFormValues) => showServerProblems(await onSubmit(values), setError, codField);
  return (
    <FormCard noValidate onSubmit={handleSubmit(submit)} aria-label="Cash on delivery">
      <FormGrid>
        <Field
          label="Largest COD order (Rs.)"
          hint="Orders above this are paid by UPI. Empty: no limit."
          error={errors.maxOrderValue?.message}
        >
          <Input
            type="number"
            inputMode="decimal"
            min={1}
            step="0.01"
            {...register("maxOrderValue", {
              validate: {
                atLeastOne: (v) => v.trim() === "" || Number(v) >= 1 || "Must be at least Rs. 1, or empty for no limit",
                inRupees,
              },
            })}
          />
        </Field>
        <Field label="COD fee (Rs.)" hint="Added as its own line to orders paid on delivery. 0: no fee." error={errors.fee?.message}>
          <Input
            type="number"
            inputMode="decimal"
            min={0}
            step="0.01"
            {...register("fee", {
              validate: { notNegative: (v) => v.trim() === "" || Number(v) >= 0 || "COD fee cannot be negative", inRupees },
            })}
          />
        </Field>
        <Field
          label="Refused or returned COD orders allowed"
          hint="After this many, COD is switched off for the customer until you switch it back on. Empty: never."
          error={errors.refusalLimit?.message}
        >
          <Input
            type="number"
            inputMode="numeric"
            min={1}
            step="1"
            {...register("refusalLimit", {
              validate: (v) =>
                v.trim() === "" || (Number.isInteger(Number(v)) && Number(v) >= 1) || "Must be a whole number of at least 1, or empty",
            })}
          />
        </Field>
      </FormGrid>
      <SaveActions submitting={isSubmitting} submitLabel="Save COD settings" cancelTo="/" />
    </FormCard>
  );
}
