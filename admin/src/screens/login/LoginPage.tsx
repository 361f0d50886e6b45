import { useState } from "react";
import { useMutation } from "@apollo/client/react";
import { Navigate, useLocation, useNavigate } from "react-router";
import styled from "styled-components";
import toast from "react-hot-toast";
import { CompleteStaffSignInDocument, StaffSignInDocument, type SessionUserFragment } from "../../gql/graphql";
import { attempt, fieldMessage, type CallError } from "@shop/client/call-result";
import { goToStorefrontHome } from "../../lib/storefront";
import { isAdmin } from "@shop/client/session";
import { useSession } from "../../session-context";
import { useDocumentTitle } from "../../hooks/useDocumentTitle";
import { ErrorMessage } from "../../components/QueryState";
import { LoginForm, type LoginValues } from "./LoginForm";
import { SecondStepForm } from "./SecondStepForm";

const Page = styled.main`
  min-height: 100vh;
  display: grid;
  place-items: center;
  padding: 1rem;
`;

const Card = styled.div`
  width: min(24rem, 100%);
  padding: 2rem;
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  box-shadow: ${({ theme }) => theme.shadow};
  h1 { margin: 0 0 1.5rem; font-size: 1.5rem; }
`;

/**
 * Admin sign-in (/admin/login). An admin goes on to where the guard stopped them (or the
 * dashboard); a customer who signs in here is signed in and sent to the storefront. A staff
 * account with a second factor is asked for its code next; one that must enrol goes to the
 * enrolment page with its second-step token.
 */
export function LoginPage() {
  const [staffSignIn] = useMutation(StaffSignInDocument);
  const [completeStaffSignIn] = useMutation(CompleteStaffSignInDocument);
  const [secondStepToken, setSecondStepToken] = useState<string | null>(null);
  const { session, signIn } = useSession();
  const navigate = useNavigate();
  const location = useLocation();
  const [error, setError] = useState<CallError | null>(null);
  useDocumentTitle("Admin login");
  const from = (location.state as { from?: string } | null)?.from ?? "/";

  if (isAdmin(session?.user)) return <Navigate to={from} replace />;

  const signedIn = (token: string, user: SessionUserFragment) => {
    signIn({ token, user });
    if (user.role === "ADMIN") void navigate(from, { replace: true });
    else goToStorefrontHome();
  };

  const onSubmit = async (values: LoginValues) => {
    const result = await attempt(() => staffSignIn({ variables: { input: values } }), "Login failed");
    if (!result.ok) {
      setError(result.error);
      toast.error(result.error.message);
      return;
    }
    setError(null);
    const step = result.data.staffSignIn;
    if (step.session) signedIn(step.session.token, step.session.user);
    else if (step.next === "ENROL") void navigate("/second-factor", { state: { secondStepToken: step.secondStepToken, from } });
    else setSecondStepToken(step.secondStepToken ?? null);
  };

  const onCode = async (code: string) => {
    const result = await attempt(
      () => completeStaffSignIn({ variables: { input: { secondStepToken: secondStepToken!, code } } }),
      "The code could not be checked",
    );
    if (!result.ok) {
      setError(result.error);
      // An expired second step starts over from the password.
      if (fieldMessage(result.error, "secondStepToken")) setSecondStepToken(null);
      return;
    }
    setError(null);
    signedIn(result.data.completeStaffSignIn.token, result.data.completeStaffSignIn.user);
  };

  return (
    <Page>
      <Card>
        <h1>Bagzone Admin login</h1>
        {error && <ErrorMessage error={error} />}
        {secondStepToken ? <SecondStepForm onSubmit={onCode} /> : <LoginForm onSubmit={onSubmit} />}
      </Card>
    </Page>
  );
}
