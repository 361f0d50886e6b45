import { useForm } from "react-hook-form";
import { Button } from "../../components/Button";
import { Field } from "../../components/form/Field";
import { FormActions, Input } from "../../components/form/inputs";

export interface LoginValues {
  email: string;
  password: string;
}

/** Loose on purpose: the server decides what an email is; this only catches typos early. */
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Email and password with the login form's messages. */
export function LoginForm({ onSubmit }: { onSubmit(values: LoginValues): Promise<void> }) {
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<LoginValues>({ defaultValues: { email: "", password: "" } });

  return (
    <form noValidate onSubmit={handleSubmit(onSubmit)}>
      <Field label="Email" error={errors.email?.message}>
        <Input
          type="email"
          autoComplete="username"
          {...register("email", {
            required: "Email is required",
            pattern: { value: EMAIL, message: "Invalid email address" },
          })}
        />
      </Field>
      <div style={{ height: "1rem" }} />
      <Field label="Password" error={errors.password?.message}>
        <Input type="password" autoComplete="current-password" {...register("password", { required: "Password is required" })} />
      </Field>
      <FormActions>
        <Button type="submit" disabled={isSubmitting}>
          {isSubmitting ? "Signing in…" : "Sign in"}
        </Button>
      </FormActions>
    </form>
  );
}
