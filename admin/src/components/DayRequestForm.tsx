import { useState, type FormEvent } from "react";
import toast from "react-hot-toast";
import styled from "styled-components";
import { failureNotice, fieldMessage, type CallError, type CallResult } from "@shop/client/call-result";
import { indiaIsoDate } from "../lib/dates";
import { Button } from "./Button";
import { Field } from "./form/Field";
import { Hint, Input } from "./form/inputs";
import { ErrorMessage } from "./QueryState";

const Form = styled.form`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-start;
  gap: 0.75rem;
  margin-bottom: 1rem;
  > div { width: min(14rem, 100%); }
  > button { margin-top: 1.55rem; }
`;

interface Props {
  /** The form's name for screen readers, e.g. "Fetch a day's settlements". */
  name: string;
  label: string;
  submitLabel: string;
  busyLabel: string;
  /** What the notice says once the server has queued the day. */
  success(date: string): string;
  failure: string;
  /** The mutation for the chosen Indian date (the API names `date` when it refuses it). */
  run(date: string): Promise<CallResult<unknown>>;
}

/**
 * A date (India's, yesterday by default, as the daily jobs do) and a button that has the server do
 * that day's work in the background. The server's refusal of the date is shown under the field.
 */
export function DayRequestForm({ name, label, submitLabel, busyLabel, success, failure, run }: Props) {
  const [date, setDate] = useState(() => indiaIsoDate(1));
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<CallError | null>(null);
  const [asked, setAsked] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setAsked(null);
    const result = await run(date);
    setBusy(false);
    if (!result.ok) {
      setError(result.error);
      toast.error(failureNotice(result.error, failure));
      return;
    }
    setError(null);
    setAsked(success(date));
    toast.success(success(date));
  };

  const dateProblem = fieldMessage(error, "date");
  return (
    <>
      <Form aria-label={name} noValidate onSubmit={(e) => void submit(e)}>
        <Field label={label} hint="India's date" error={dateProblem}>
          <Input type="date" value={date} max={indiaIsoDate()} onChange={(e) => setDate(e.target.value)} required />
        </Field>
        <Button type="submit" $variant="secondary" disabled={busy}>
          {busy ? busyLabel : submitLabel}
        </Button>
      </Form>
      {error && !dateProblem && <ErrorMessage error={error} />}
      {asked && <Hint role="status">{asked}</Hint>}
    </>
  );
}
