import type { FieldProblem } from "@shop/client/call-result";
import { useCallback, useMemo, useRef, useState, type ChangeEvent, type FormEvent } from "react";
import { hasErrors, validate, type FieldErrors, type Rules } from "./validation";

/**
 * When a field's error shows: `blur` after the shopper leaves the field (sign-in forms), `change`
 * as soon as the field is edited (the checkout address form: "checked on every change").
 * Every error shows after a submit attempt.
 */
export type ValidationMode = "blur" | "change";

export interface FieldProps {
  id: string;
  name: string;
  value: string;
  onChange(event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>): void;
  onBlur(): void;
  "aria-invalid": boolean;
  "aria-describedby": string | undefined;
}

export interface Form<F extends string> {
  values: Record<F, string>;
  /** The error shown for the field now, if any. */
  errorOf(field: F): string | undefined;
  field(name: F): FieldProps;
  setValue(name: F, value: string): void;
  setValues(values: Partial<Record<F, string>>): void;
  /** Errors the server reported for fields (validation problems), shown until the field changes. */
  setServerErrors(problems: FieldProblem[]): void;
  isValid: boolean;
  onSubmit(handler: (values: Record<F, string>) => void | Promise<void>): (event: FormEvent) => void;
}

export function useForm<F extends string>(
  initial: Record<F, string>,
  rules: Rules<F>,
  options: { idPrefix: string; mode?: ValidationMode; transform?: Partial<Record<F, (value: string) => string>> },
): Form<F> {
  const { idPrefix, mode = "blur", transform } = options;
  const [values, setValuesState] = useState(initial);
  const [touched, setTouched] = useState<Partial<Record<F, boolean>>>({});
  const [submitted, setSubmitted] = useState(false);
  const [serverErrors, setServerErrorsState] = useState<FieldErrors<F>>({});
  const errors = useMemo(() => validate(values, rules), [values, rules]);
  const formRef = useRef<{ errors: FieldErrors<F> }>({ errors });
  formRef.current.errors = errors;

  const idOf = useCallback((name: F) => `${idPrefix}-${name}`, [idPrefix]);
  const errorOf = (name: F): string | undefined => serverErrors[name] ?? (submitted || touched[name] ? errors[name] : undefined);

  const setValue = useCallback(
    (name: F, raw: string) => {
      const value = transform?.[name]?.(raw) ?? raw;
      setValuesState((prev) => ({ ...prev, [name]: value }));
      setServerErrorsState((prev) => (prev[name] ? { ...prev, [name]: undefined } : prev));
      if (mode === "change") setTouched((prev) => (prev[name] ? prev : { ...prev, [name]: true }));
    },
    [mode, transform],
  );

  return {
    values,
    errorOf,
    isValid: !hasErrors(errors),
    field(name) {
      const error = errorOf(name);
      return {
        id: idOf(name),
        name,
        value: values[name],
        onChange: (event) => setValue(name, event.target.value),
        onBlur: () => setTouched((prev) => (prev[name] ? prev : { ...prev, [name]: true })),
        "aria-invalid": Boolean(error),
        "aria-describedby": error ? `${idOf(name)}-error` : undefined,
      };
    },
    setValue,
    setValues: (next) => setValuesState((prev) => ({ ...prev, ...next })),
    setServerErrors: (next) => {
      const known: FieldErrors<F> = {};
      for (const { field, message } of next) if (field in values) known[field as F] ??= message;
      setServerErrorsState(known);
    },
    onSubmit: (handler) => (event) => {
      event.preventDefault();
      setSubmitted(true);
      const current = formRef.current.errors;
      if (hasErrors(current)) {
        const first = (Object.keys(values) as F[]).find((name) => current[name]);
        if (first) document.getElementById(idOf(first))?.focus();
        return;
      }
      void handler(values);
    },
  };
}
