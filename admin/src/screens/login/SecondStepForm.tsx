import { useForm } from "react-hook-form";
import { Button } from "../../components/Button";
import { Field } from "../../components/form/Field";
import { FormActions, Input } from "../../components/form/inputs";

/** The second step of a staff sign-in: the authenticator app's 6-digit code, or a recovery code. */
export function SecondStepForm({ onSubmit }: { onSubmit(code: string): Promise<void> }) {
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<{ code: string }>({ defaultValues: { code: "" } });

  return (
    <form noValidate onSubmit={handleSubmit(({ code }) => onSubmit(code.trim()))}>
      <Field
        label="Authenticator code"
        hint="The 6-digit code your authenticator app shows now, or one of your recovery codes"
        error={errors.code?.message}
      >
        <Input autoComplete="one-time-code" inputMode="numeric" {...register("code", { required: "Enter the code from your app" })} />
      </Field>
      <FormActions>
        <Button type="submit" disabled={isSubmitting}>
          {isSubmitting ? "Checking…" : "Verify"}
        </Button>
      </FormActions>
    </form>
  );
}
