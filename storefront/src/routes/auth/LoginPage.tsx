import { Link } from "react-router-dom";
import { useMutation } from "@apollo/client/react";
import { Button } from "../../components/ui/Button";
import { Notice } from "../../components/ui/Status";
import { TextField } from "../../components/ui/TextField";
import { LoginDocument } from "../../gql/graphql";
import { attempt } from "@shop/client/call-result";
import { usePageMeta } from "../../lib/page-meta";
import { useForm } from "../../lib/use-form";
import { loginRules } from "../../lib/validation";
import { AuthCard } from "./AuthCard";
import { useSignInAttempt, withRedirect } from "./sign-in";

export default function LoginPage() {
  usePageMeta("Login", "Sign in to your Bagzone account to check out faster and see your orders.");
  const [login, { loading }] = useMutation(LoginDocument);
  const form = useForm({ email: "", password: "" }, loginRules, { idPrefix: "login" });
  const { failure, redirect, run } = useSignInAttempt(form);

  const submit = form.onSubmit(({ email, password }) =>
    run(() =>
      attempt(
        () => login({ variables: { input: { email: email.trim(), password } } }),
        "Login failed",
        (d) => d.login,
      ),
    ),
  );

  return (
    <AuthCard>
      <h1>Login</h1>
      <p>Welcome back. Sign in to continue.</p>
      {failure && (
        <Notice $tone="danger" role="alert">
          {failure}
        </Notice>
      )}
      <form onSubmit={submit} noValidate aria-label="Login">
        <TextField label="Email" type="email" autoComplete="email" field={form.field("email")} error={form.errorOf("email")} />
        <TextField
          label="Password"
          type="password"
          autoComplete="current-password"
          field={form.field("password")}
          error={form.errorOf("password")}
        />
        <div className="row">
          <Link to="/forgot-password">Forgot password?</Link>
        </div>
        <Button type="submit" $block disabled={loading} aria-busy={loading}>
          {loading ? "Signing in..." : "Login"}
        </Button>
      </form>
      <p className="alt">
        Don&apos;t have an account? <Link to={withRedirect("/register", redirect)}>Register</Link>
      </p>
    </AuthCard>
  );
}
