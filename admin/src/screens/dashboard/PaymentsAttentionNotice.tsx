import { useQuery } from "@apollo/client/react";
import { Link } from "react-router";
import styled from "styled-components";
import { PaymentsNeedingAttentionDocument } from "../../gql/graphql";
import { ADMIN_PAGE_SIZE } from "../../hooks/useListParams";

const Note = styled.p`
  padding: 0.75rem 1rem;
  background: #fff3cd;
  border-radius: ${({ theme }) => theme.radius};
`;

/** On the dashboard, how many payments need a look, leading to the screen where they are dealt with; nothing when none do. */
export function PaymentsAttentionNotice() {
  // The same first page the payments screen asks for, so opening it shows them at once.
  const { data } = useQuery(PaymentsNeedingAttentionDocument, {
    variables: { first: ADMIN_PAGE_SIZE, after: null },
    fetchPolicy: "cache-and-network",
  });
  const count = data?.paymentsNeedingAttention.totalCount ?? 0;
  if (count === 0) return null;
  return (
    <Note role="note">
      {count === 1 ? "1 payment needs" : `${count} payments need`} a look: <Link to="/payments">Payments to check</Link>
    </Note>
  );
}
