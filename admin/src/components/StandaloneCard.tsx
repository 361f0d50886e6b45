import styled from "styled-components";

/** A screen of its own outside the admin's layout (an invitation's link, enrolling a second factor): one card, centred. */
export const StandaloneCard = styled.main`
  width: min(30rem, 100%);
  margin: 3rem auto;
  padding: 2rem;
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  img { display: block; width: 12rem; height: 12rem; margin: 1rem 0; }
  code { word-break: break-all; }
  ol { columns: 2; font-family: monospace; }
`;
