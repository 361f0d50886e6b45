import { Link } from "react-router-dom";
import { useState } from "react";
import { useMutation } from "@apollo/client/react";
import { Button } from "../../components/ui/Button";
import { Notice } from "../../components/ui/Status";
import { TextField } from "../../components/ui/TextField";
import { RequestPasswordResetDocument } from "../../gql/graphql";
import { attempt } from "@shop/client/call-result";
import { usePageMeta } from "../../lib/page-meta";
import { useForm } from "../../lib/use-form";
import { emailRules } from "../../lib/validation";
import { AuthCard } from "./AuthCard";
import { STOREFRONT_PAGES } from "@shop/words/storefront-pages";

/** Asks for a reset link by email. The answer is the same whether or not the email has an account. */
export default function ForgotPasswordPage() {
  usePageMeta(STOREFRONT_PAGES.forgotPassword.title, "Forgot your Bagzone password? Get a link to set a new one by email.");
  const [requestReset, { loading }] = useMutation(RequestPasswordResetDocument);
  const form = useForm({ email: "" }, emailRules, { idPrefix: "forgot" });
  const [outcome, setOutcome] = useState<{ tone: "success" | "danger"; text: string } | null>(null);

  const submit = form.onSubmit(async ({ email }) => {
    setOutcome(null);
    const result = await attempt(
      () => requestReset({ variables: { email: email.trim() } }),
      "Failed to send the reset link. Please try again.",
      (d) => d.requestPasswordReset.message,
    );
    if (result.ok) setOutcome({ tone: "success", text: result.data });
    else {
      if (result.error.kind === "validation") form.setServerErrors(result.error.fields);
      setOutcome({ tone: "danger", text: result.error.message });
    }
  });

  return (
    <AuthCard>
      <h1>Forgot password</h1>
      <p>Enter the email of your account and we will send you a link to reset your password.</p>
      {outcome && (
        <Notice $tone={outcome.tone} role={outcome.tone === "danger" ? "alert" : "status"}>
          {outcome.text}
        </Notice>
      )}
      <form onSubmit={submit} noValidate aria-label="Forgot password">
        <TextField label="Email" type="email" autoComplete="email" field={form.field("email")} error={form.errorOf("email")} />
        <Button type="submit" $block disabled={loading} aria-busy={loading}>
          {loading ? "Sending..." : "Send Reset Link"}
        </Button>
      </form>
      <p className="alt">
        <Link to="/login">Back to login</Link>
      </p>
    </AuthCard>
  );
}
