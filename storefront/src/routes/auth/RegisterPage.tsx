import { Link } from "react-router-dom";
import { useMutation } from "@apollo/client/react";
import { Button } from "../../components/ui/Button";
import { Notice } from "../../components/ui/Status";
import { TextField } from "../../components/ui/TextField";
import { RegisterDocument } from "../../gql/graphql";
import { attempt } from "@shop/client/call-result";
import { usePageMeta } from "../../lib/page-meta";
import { useForm } from "../../lib/use-form";
import { registerRules } from "../../lib/validation";
import { AuthCard } from "./AuthCard";
import { useSignInAttempt, withRedirect } from "./sign-in";
import { STOREFRONT_PAGES } from "@shop/words/storefront-pages";

export default function RegisterPage() {
  usePageMeta(STOREFRONT_PAGES.register.title, "Create a Bagzone account: faster checkout, saved address and your order history.");
  const [register, { loading }] = useMutation(RegisterDocument);
  const form = useForm({ firstName: "", lastName: "", email: "", password: "" }, registerRules, { idPrefix: "register" });
  const { failure, redirect, run } = useSignInAttempt(form);

  const submit = form.onSubmit(({ firstName, lastName, email, password }) => {
    const input = { firstName: firstName.trim(), lastName: lastName.trim(), email: email.trim(), password };
    return run(() =>
      attempt(
        () => register({ variables: { input } }),
        "Registration failed",
        (d) => d.register,
      ),
    );
  });

  return (
    <AuthCard>
      <h1>Create an account</h1>
      <p>Register to check out faster and follow your orders.</p>
      {failure && (
        <Notice $tone="danger" role="alert">
          {failure}
        </Notice>
      )}
      <form onSubmit={submit} noValidate aria-label="Register">
        <TextField label="First name" autoComplete="given-name" field={form.field("firstName")} error={form.errorOf("firstName")} />
        <TextField label="Last name" autoComplete="family-name" field={form.field("lastName")} error={form.errorOf("lastName")} />
        <TextField label="Email" type="email" autoComplete="email" field={form.field("email")} error={form.errorOf("email")} />
        <TextField
          label="Password"
          type="password"
          autoComplete="new-password"
          field={form.field("password")}
          error={form.errorOf("password")}
        />
        <Button type="submit" $block disabled={loading} aria-busy={loading}>
          {loading ? "Creating account..." : "Register"}
        </Button>
      </form>
      <p className="alt">
        Already have an account? <Link to={withRedirect("/login", redirect)}>Login</Link>
      </p>
    </AuthCard>
  );
}
