import { useState, type FormEvent } from "react";
import styled from "styled-components";
import { Button } from "../../components/Button";
import { Field } from "../../components/form/Field";
import { FieldError, Input } from "../../components/form/inputs";
import { indiaIsoDate } from "../../lib/dates";
import { downloadWithSession } from "../../lib/download";

const Form = styled.form`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: 0.75rem;
  > div { width: min(12rem, 100%); }
`;

/**
 * The accountant's CSV of money that reached the bank between two Indian dates: Razorpay payouts
 * line by line and couriers' COD remittances. Downloaded with the admin's token, as a plain link
 * cannot send it.
 */
export function PayoutsCsv() {
  const [from, setFrom] = useState(() => `${indiaIsoDate().slice(0, 7)}-01`);
  const [to, setTo] = useState(() => indiaIsoDate());
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const download = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    try {
      await downloadWithSession(`/api/admin/reports/payouts.csv?${new URLSearchParams({ from, to })}`, `payouts-${from}-to-${to}.csv`);
      setProblem(null);
    } catch (err) {
      setProblem(err instanceof Error ? err.message : "The download failed");
    } finally {
      setBusy(false);
    }
  };

  return (
    <section aria-labelledby="payouts-csv">
      <h2 id="payouts-csv">For the accountant</h2>
      <p>Payouts and COD remittances received between two days, a row per payment, refund or order, in rupees.</p>
      <Form aria-label="Download payouts CSV" onSubmit={(e) => void download(e)}>
        <Field label="From">
          <Input type="date" value={from} onChange={(e) => setFrom(e.target.value)} required />
        </Field>
        <Field label="To">
          <Input type="date" value={to} onChange={(e) => setTo(e.target.value)} required />
        </Field>
        <Button type="submit" $variant="secondary" disabled={busy}>
          {busy ? "Downloading…" : "Download CSV"}
        </Button>
      </Form>
      {problem && <FieldError role="alert">{problem}</FieldError>}
    </section>
  );
}
