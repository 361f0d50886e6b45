import styled, { css } from "styled-components";

export const Label = styled.label`
  font-weight: 600;
  font-size: 0.9rem;
  margin-bottom: 0.3rem;
`;

const control = css`
  width: 100%;
  min-height: 2.5rem;
  padding: 0.45rem 0.7rem;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  font: inherit;
  color: inherit;
  background: ${({ theme }) => theme.colors.surface};
  &[aria-invalid="true"] { border-color: ${({ theme }) => theme.colors.danger}; }
  &:read-only { background: ${({ theme }) => theme.colors.page}; }
`;

export const Input = styled.input`
  ${control}
`;

export const Select = styled.select`
  ${control}
`;

export const Textarea = styled.textarea`
  ${control}
  min-height: 6rem;
  resize: vertical;
`;

export const Hint = styled.p`
  margin: 0.25rem 0 0;
  font-size: 0.85rem;
  color: ${({ theme }) => theme.colors.muted};
`;

export const FieldError = styled.p`
  margin: 0.25rem 0 0;
  font-size: 0.875rem;
  font-weight: 600;
  color: ${({ theme }) => theme.colors.danger};
`;

/** A form laid out in a responsive grid: two columns on wide screens, one on phones. */
export const FormGrid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(16rem, 100%), 1fr));
  gap: 1rem 1.25rem;
`;

export const FormCard = styled.form`
  padding: 1.5rem;
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  box-shadow: ${({ theme }) => theme.shadow};
  fieldset { border: 1px solid ${({ theme }) => theme.colors.border}; border-radius: ${({ theme }) => theme.radius}; padding: 0.75rem 1rem 1rem; margin: 0; }
  legend { font-weight: 600; padding: 0 0.35rem; }
`;

export const FormActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.75rem;
  margin-top: 1.5rem;
`;

export const CheckboxLabel = styled.label`
  display: inline-flex;
  align-items: center;
  gap: 0.5rem;
  min-height: 2.5rem;
  font-weight: 600;
  input { width: 1.1rem; height: 1.1rem; }
`;
