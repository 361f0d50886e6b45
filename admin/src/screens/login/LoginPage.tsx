import { useState } from "react";
import { useMutation } from "@apollo/client/react";
import { Navigate, useLocation, useNavigate } from "react-router";
import styled from "styled-components";
import toast from "react-hot-toast";
import { LoginDocument } from "../../gql/graphql";
import { attempt, type CallError } from "@shop/client/call-result";
import { goToStorefrontHome } from "../../lib/storefront";
import { isAdmin } from "@shop/client/session";
import { useSession } from "../../session-context";
import { useDocumentTitle } from "../../hooks/useDocumentTitle";
import { ErrorMessage } from "../../components/QueryState";
import { LoginForm, type LoginValues } from "./LoginForm";

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
 * dashboard); a customer who signs in here is signed in and sent to the storefront.
 */
export function LoginPage() {
  const [login] = useMutation(LoginDocument);
  const { session, signIn } = useSession();
  const navigate = useNavigate();
  const location = useLocation();
  const [error, setError] = useState<CallError | null>(null);
  useDocumentTitle("Admin login");
  const from = (location.state as { from?: string } | null)?.from ?? "/";

  if (isAdmin(session?.user)) return <Navigate to={from} replace />;

  const onSubmit = async (values: LoginValues) => {
    const result = await attempt(() => login({ variables: { input: values } }), "Login failed");
    if (!result.ok) {
      setError(result.error);
      toast.error(result.error.message);
      return;
    }
    setError(null);
    const { token, user } = result.data.login;
    signIn({ token, user });
    if (user.role === "ADMIN") void navigate(from, { replace: true });
    else goToStorefrontHome();
  };

  return (
    <Page>
      <Card>
        <h1>Bagzone Admin login</h1>
        {error && <ErrorMessage error={error} />}
        <LoginForm onSubmit={onSubmit} />
      </Card>
    </Page>
  );
}
