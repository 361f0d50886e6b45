import styled from "styled-components";
import { Button } from "./Button";

const Nav = styled.nav`
  display: flex;
  align-items: center;
  justify-content: flex-end;
  gap: 0.75rem;
  margin-top: 1rem;
`;

/** A page of a cursor connection, as the list queries ask for it. */
export interface ConnectionPage {
  totalCount: number;
  pageInfo: { hasNextPage: boolean; endCursor?: string | null };
}

/** Where the list is and how to move (from useListParams). */
export interface Pager {
  page: number;
  pageSize: number;
  nextPage(endCursor: string): void;
  previousPage(): void;
}

interface Props {
  of: ConnectionPage;
  pager: Pager;
}

/** Previous / next through a paginated list, with where we are said in words. */
export function Pagination({ of, pager }: Props) {
  const pageCount = Math.max(1, Math.ceil(of.totalCount / pager.pageSize));
  const endCursor = of.pageInfo.endCursor;
  if (pager.page <= 1 && !of.pageInfo.hasNextPage) return null;
  return (
    <Nav aria-label="Pagination">
      <span aria-live="polite">
        Page {pager.page} of {Math.max(pageCount, pager.page)} ({of.totalCount} in all)
      </span>
      <Button type="button" $variant="secondary" $small disabled={pager.page <= 1} onClick={() => pager.previousPage()}>
        Previous
      </Button>
      <Button
        type="button"
        $variant="secondary"
        $small
        disabled={!of.pageInfo.hasNextPage || !endCursor}
        onClick={() => endCursor && pager.nextPage(endCursor)}
      >
        Next
      </Button>
    </Nav>
  );
}
