import { useQuery } from "@apollo/client/react";
import { Link } from "react-router";
import styled from "styled-components";
import { InvoicingProblemsDocument } from "../../gql/graphql";

const Warning = styled.div`
  margin-bottom: 1rem;
  padding: 0.75rem 1rem;
  border: 1px solid ${({ theme }) => theme.colors.danger};
  border-radius: ${({ theme }) => theme.radius};
  ul { margin: 0.25rem 0 0; }
`;

/** Why tax invoices cannot be issued (the server's list); nothing when they can. */
export function InvoicingProblems({ problems }: { problems: readonly string[] }) {
  if (problems.length === 0) return null;
  return (
    <Warning role="alert">
      <strong>Tax invoices cannot be issued until the seller's details are complete.</strong> Orders placed meanwhile get no invoice.
      <ul>
        {problems.map((p) => (
          <li key={p}>{p}</li>
        ))}
      </ul>
    </Warning>
  );
}

/** The same warning wherever an admin should see it (the dashboard), with the way to fix it. */
export function InvoicingWarning() {
  const problems = useQuery(InvoicingProblemsDocument, { fetchPolicy: "cache-and-network" }).data?.shopSettings.invoicingProblems ?? [];
  if (problems.length === 0) return null;
  return (
    <>
      <InvoicingProblems problems={problems} />
      <p>
        <Link to="/settings">Complete the seller's details in Settings</Link>
      </p>
    </>
  );
}
