import styled from "styled-components";

/** The centred content column of a page. */
export const Page = styled.div<{ $narrow?: boolean }>`
  width: 100%;
  max-width: ${(p) => (p.$narrow ? "480px" : p.theme.maxWidth)};
  margin: 0 auto;
  padding: 1.5rem 1rem 3rem;
`;

export const PageTitle = styled.h1`
  font-size: clamp(1.5rem, 4vw, 2.25rem);
  margin: 0 0 1.25rem;
`;
