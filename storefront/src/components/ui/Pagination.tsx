import styled from "styled-components";

interface Props {
  page: number;
  pageCount: number;
  /** Where the next page starts (the list's endCursor), or null on the last page. */
  nextCursor: string | null | undefined;
  onNext(cursor: string): void;
  onPrevious(): void;
}

/**
 * Previous and next through a long list, saying where the shopper is. The API pages with cursors,
 * so a page is reached from its neighbour rather than jumped to by number.
 */
export function Pagination({ page, pageCount, nextCursor, onNext, onPrevious }: Props) {
  if (page <= 1 && !nextCursor) return null;
  return (
    <Nav aria-label="Pages">
      <button type="button" disabled={page <= 1} onClick={onPrevious}>
        Previous
      </button>
      <span aria-live="polite">
        Page {page} of {Math.max(page, pageCount)}
      </span>
      <button type="button" disabled={!nextCursor} onClick={() => nextCursor && onNext(nextCursor)}>
        Next
      </button>
    </Nav>
  );
}

const Nav = styled.nav`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  align-items: center;
  gap: 0.75rem;
  margin: 2rem 0 0;
  button {
    min-width: 44px;
    min-height: 44px;
    padding: 0 0.75rem;
    border: 1px solid ${(p) => p.theme.colors.line};
    border-radius: ${(p) => p.theme.radius};
    background: #fff;
    cursor: pointer;
  }
  button:disabled { opacity: 0.5; cursor: not-allowed; }
`;
