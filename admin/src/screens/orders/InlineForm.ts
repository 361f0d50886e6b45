import styled from "styled-components";

/** A form of a few labelled fields in a row that wraps, its button at the end: the order page's refund and correction forms. */
export const InlineForm = styled.form`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(11rem, 1fr));
  gap: 0.75rem;
  align-items: end;
  margin: 0.75rem 0 1.5rem;
  div { display: flex; flex-direction: column; }
`;
