import styled from "styled-components";

/** The narrow card the sign-in screens sit in. */
export const AuthCard = styled.div`
  width: 100%;
  max-width: 440px;
  margin: 2rem auto;
  padding: 2rem 1.25rem;
  border: 1px solid ${(p) => p.theme.colors.line};
  border-radius: ${(p) => p.theme.radius};
  h1 { margin-top: 0; font-size: 1.75rem; }
  form { margin: 1.5rem 0 1rem; }
  .alt { margin: 0.5rem 0 0; text-align: center; }
  .row { display: flex; justify-content: flex-end; margin: -0.5rem 0 1rem; }
`;
