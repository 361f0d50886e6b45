import { Link } from "react-router-dom";
import { useMutation } from "@apollo/client/react";
import styled from "styled-components";
import { Button } from "../../components/ui/Button";
import { Notice } from "../../components/ui/Status";
import { TextField } from "../../components/ui/TextField";
import { LoginDocument } from "../../gql/graphql";
import { attempt } from "@shop/client/call-result";
import { usePageMeta } from "../../lib/page-meta";
import { useForm } from "../../lib/use-form";
import { loginRules } from "../../lib/validation";
import { fromDesktop } from "../../styles/theme";
import { AuthCard } from "./AuthCard";
import { PhoneSignIn } from "./PhoneSignIn";
import { useCompleteSignIn, useSignInAttempt, withRedirect } from "./sign-in";
import { STOREFRONT_PAGES } from "@shop/words/storefront-pages";

/** Sign in with a mobile number and a code by SMS first; with email and password beside it. */
export default function LoginPage() {
  usePageMeta(
    STOREFRONT_PAGES.login.title,
    "Sign in to your Bagzone account with your mobile number or email to check out faster and see your orders.",
  );
  const [login, { loading }] = useMutation(LoginDocument);
  const form = useForm({ email: "", password: "" }, loginRules, { idPrefix: "login" });
  const { failure, redirect, run } = useSignInAttempt(form);
  const completeSignIn = useCompleteSignIn();

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
    <WideCard>
      <h1>Login</h1>
      <p>Welcome back. Sign in with your mobile number, or with your email.</p>
      <div className="ways">
        <section aria-labelledby="login-phone-title">
          <h2 id="login-phone-title">With your mobile number</h2>
          <PhoneSignIn idPrefix="login" onSignedIn={(auth) => completeSignIn(auth, redirect)} />
        </section>
        <section aria-labelledby="login-email-title">
          <h2 id="login-email-title">With email and password</h2>
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
        </section>
      </div>
      <p className="alt">
        Don&apos;t have an account? Sign in with your mobile number, or <Link to={withRedirect("/register", redirect)}>register</Link> with
        your email.
      </p>
    </WideCard>
  );
}

const WideCard = styled(AuthCard)`
  max-width: 880px;
  h2 { font-size: 1.15rem; margin: 1rem 0 0; }
  form { margin: 1rem 0; }
  .ways { display: grid; grid-template-columns: minmax(0, 1fr); gap: 1.5rem; }
  ${fromDesktop} { .ways { grid-template-columns: minmax(0, 1fr) minmax(0, 1fr); gap: 2.5rem; } }
`;
