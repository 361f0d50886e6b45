import { cloneElement, useId, type ReactElement } from "react";
import styled from "styled-components";
import { FieldError, Hint, Label } from "./inputs";

const Wrapper = styled.div<{ $wide?: boolean }>`
  display: flex;
  flex-direction: column;
  ${({ $wide }) => $wide && "grid-column: 1 / -1;"}
`;

interface ControlProps {
  id?: string;
  "aria-invalid"?: boolean;
  "aria-describedby"?: string;
}

interface Props {
  label: string;
  /** The validation message to show under the control, if any. */
  error?: string;
  hint?: string;
  /** Span the whole row of a FormGrid. */
  wide?: boolean;
  children: ReactElement<ControlProps>;
}

/**
 * One labelled form control with its hint and validation message. The message is tied to the
 * control with aria-describedby and aria-invalid, so screen readers read it with the field.
 */
export function Field({ label, error, hint, wide, children }: Props) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(" ") || undefined;
  return (
    <Wrapper $wide={wide}>
      <Label htmlFor={id}>{label}</Label>
      {cloneElement(children, { id, "aria-invalid": error ? true : undefined, "aria-describedby": describedBy })}
      {hint && <Hint id={hintId}>{hint}</Hint>}
      {error && <FieldError id={errorId}>{error}</FieldError>}
    </Wrapper>
  );
}
