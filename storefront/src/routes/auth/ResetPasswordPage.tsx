import { Link, useSearchParams } from "react-router-dom";
import { useMutation } from "@apollo/client/react";
import { Button } from "../../components/ui/Button";
import { Notice } from "../../components/ui/Status";
import { TextField } from "../../components/ui/TextField";
import { ResetPasswordDocument } from "../../gql/graphql";
import { attempt } from "@shop/client/call-result";
import { usePageMeta } from "../../lib/page-meta";
import { useForm } from "../../lib/use-form";
import { resetPasswordRules } from "../../lib/validation";
import { AuthCard } from "./AuthCard";
import { useSignInAttempt } from "./sign-in";
import { STOREFRONT_PAGES } from "@shop/words/storefront-pages";

/** Sets a new password with the token from the emailed link (`/reset-password?token=...`), then signs in. */
export default function ResetPasswordPage() {
  usePageMeta(STOREFRONT_PAGES.resetPassword.title, "Choose a new password for your Bagzone account.");
  const [params] = useSearchParams();
  const token = params.get("token") ?? "";
  const [resetPassword, { loading }] = useMutation(ResetPasswordDocument);
  const form = useForm({ newPassword: "", confirmPassword: "" }, resetPasswordRules, { idPrefix: "reset" });
  const { failure, run } = useSignInAttempt(form);

  const submit = form.onSubmit(({ newPassword }) =>
    run(() =>
      attempt(
        () => resetPassword({ variables: { input: { token, newPassword } } }),
        "Failed to reset the password. Please request a new link.",
        (d) => d.resetPassword,
      ),
    ),
  );

  if (!token) {
    return (
      <AuthCard>
        <h1>Reset password</h1>
        <Notice $tone="danger" role="alert">
          This reset link is incomplete. Please request a new one.
        </Notice>
        <p className="alt">
          <Link to="/forgot-password">Request a new link</Link>
        </p>
      </AuthCard>
    );
  }

  return (
    <AuthCard>
      <h1>Reset password</h1>
      <p>Choose a new password of at least 6 characters.</p>
      {failure && (
        <Notice $tone="danger" role="alert">
          {failure} <Link to="/forgot-password">Request a new link</Link>
        </Notice>
      )}
      <form onSubmit={submit} noValidate aria-label="Reset password">
        <TextField
          label="New password"
          type="password"
          autoComplete="new-password"
          field={form.field("newPassword")}
          error={form.errorOf("newPassword")}
        />
        <TextField
          label="Confirm new password"
          type="password"
          autoComplete="new-password"
          field={form.field("confirmPassword")}
          error={form.errorOf("confirmPassword")}
        />
        <Button type="submit" $block disabled={loading} aria-busy={loading}>
          {loading ? "Saving..." : "Set new password"}
        </Button>
      </form>
    </AuthCard>
  );
}
