import type { InputHTMLAttributes, ReactNode } from "react";
import styled from "styled-components";
import type { FieldProps } from "../../lib/use-form";

export const FieldWrap = styled.div`
  display: flex;
  flex-direction: column;
  gap: 0.3rem;
  margin-bottom: 1rem;
  label { font-weight: 600; font-size: 0.95rem; }
`;

const inputStyles = `
  width: 100%;
  min-height: 44px;
  padding: 0.55rem 0.75rem;
  border-radius: 6px;
  background: #fff;
`;

export const Input = styled.input`
  ${inputStyles}
  border: 1px solid ${(p) => p.theme.colors.muted};
  &[aria-invalid="true"] { border-color: ${(p) => p.theme.colors.danger}; }
`;

export const TextArea = styled.textarea`
  ${inputStyles}
  min-height: 120px;
  border: 1px solid ${(p) => p.theme.colors.muted};
  &[aria-invalid="true"] { border-color: ${(p) => p.theme.colors.danger}; }
`;

export const FieldError = styled.p`
  margin: 0;
  color: ${(p) => p.theme.colors.danger};
  font-size: 0.875rem;
`;

type Props = {
  label: ReactNode;
  field: FieldProps;
  error?: string;
  multiline?: boolean;
} & Omit<InputHTMLAttributes<HTMLInputElement>, keyof FieldProps>;

/** A labelled input whose error is announced and tied to it with aria-describedby. */
export function TextField({ label, field, error, multiline, ...rest }: Props) {
  return (
    <FieldWrap>
      <label htmlFor={field.id}>{label}</label>
      {multiline ? <TextArea {...field} /> : <Input {...rest} {...field} />}
      {error && (
        <FieldError id={`${field.id}-error`} role="alert">
          {error}
        </FieldError>
      )}
    </FieldWrap>
  );
}
