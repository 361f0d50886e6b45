import styled from "styled-components";

/** The dashboard's figures as cards: a `<div>` per figure, its name in `<dt>`, its value in `<dd>` (a second, `.before`, for the comparison). */
export const FigureCards = styled.dl`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(13rem, 1fr));
  gap: 1rem;
  margin: 0 0 1.5rem;
  div {
    padding: 1.1rem;
    background: ${({ theme }) => theme.colors.surface};
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radius};
    box-shadow: ${({ theme }) => theme.shadow};
  }
  dt { color: ${({ theme }) => theme.colors.muted}; font-weight: 600; }
  dd { margin: 0.25rem 0 0; font-size: 1.5rem; font-weight: 700; }
  dd.before { font-size: 0.85rem; font-weight: 400; color: ${({ theme }) => theme.colors.muted}; }
`;
