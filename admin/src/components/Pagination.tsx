import styled from "styled-components";
import { Button } from "./Button";

const Nav = styled.nav`
  display: flex;
  align-items: center;
  justify-content: flex-end;
  gap: 0.75rem;
  margin-top: 1rem;
`;

interface Props {
  page: number;
  pageCount: number;
  totalCount: number;
  onPage(page: number): void;
}

/** Previous / next through a paginated list, with where we are said in words. */
export function Pagination({ page, pageCount, totalCount, onPage }: Props) {
  if (pageCount <= 1) return null;
  return (
    <Nav aria-label="Pagination">
      <span aria-live="polite">
        Page {page} of {pageCount} ({totalCount} in all)
      </span>
      <Button type="button" $variant="secondary" $small disabled={page <= 1} onClick={() => onPage(page - 1)}>
        Previous
      </Button>
      <Button type="button" $variant="secondary" $small disabled={page >= pageCount} onClick={() => onPage(page + 1)}>
        Next
      </Button>
    </Nav>
  );
}
