import styled from "styled-components";

/** Page links for a long collection: previous, numbered pages around the current one, next. */
export function Pagination({ page, pageCount, onPage }: { page: number; pageCount: number; onPage(page: number): void }) {
  if (pageCount < 2) return null;
  const pages = Array.from({ length: pageCount }, (_, i) => i + 1).filter((p) => p === 1 || p === pageCount || Math.abs(p - page) <= 2);
  return (
    <Nav aria-label="Pages">
      <button type="button" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        Previous
      </button>
      {pages.map((p, i) => (
        <span key={p}>
          {i > 0 && p - pages[i - 1] > 1 && <span aria-hidden="true">…</span>}
          <button type="button" aria-current={p === page ? "page" : undefined} aria-label={`Page ${p}`} onClick={() => onPage(p)}>
            {p}
          </button>
        </span>
      ))}
      <button type="button" disabled={page >= pageCount} onClick={() => onPage(page + 1)}>
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
  gap: 0.35rem;
  margin: 2rem 0 0;
  span { display: inline-flex; align-items: center; gap: 0.35rem; }
  button {
    min-width: 44px;
    min-height: 44px;
    padding: 0 0.75rem;
    border: 1px solid ${(p) => p.theme.colors.line};
    border-radius: ${(p) => p.theme.radius};
    background: #fff;
    cursor: pointer;
  }
  button[aria-current="page"] { background: ${(p) => p.theme.colors.ink}; color: #fff; border-color: ${(p) => p.theme.colors.ink}; }
  button:disabled { opacity: 0.5; cursor: not-allowed; }
`;
