import { useMutation } from "@apollo/client/react";
import { useState, type FormEvent } from "react";
import toast from "react-hot-toast";
import styled from "styled-components";
import { Button } from "../../components/Button";
import { Input, Label, Select } from "../../components/form/inputs";
import { DataTable } from "../../components/Table";
import {
  AdminOrderDocument,
  RecordManualRefundDocument,
  RefundOrderDocument,
  type RefundMethod,
  type AdminOrderQuery,
} from "../../gql/graphql";
import { attempt, failureNotice } from "@shop/client/call-result";
import { formatIndiaDateTime } from "@shop/words/india-time";
import { InlineForm } from "./InlineForm";
import { formatRupees, paiseOf } from "@shop/words/money";
import { paymentMethodWords } from "@shop/client/payment-methods";
import { refundStatusWords } from "../../lib/payment-words";

type AdminOrder = NonNullable<AdminOrderQuery["order"]>;

const FAILURE = "Failed to refund the order";

const Attention = styled.p`
  padding: 0.5rem 0.75rem;
  background: #fff3cd;
  border-radius: ${({ theme }) => theme.radius};
`;

/**
 * The order's money: the payment at the provider with its history, its refunds, and a refund
 * form (through the provider for UPI, recorded by hand for a delivered COD order).
 */
export function OrderPayment({ order }: { order: AdminOrder }) {
  const refunded = order.refunds.filter((r) => r.status !== "FAILED").reduce((sum, r) => sum + r.amount.paise, 0);
  const paid = order.paidAt ? order.totals.total.paise : 0;
  const left = paid - refunded;
  return (
    <section aria-labelledby="order-money">
      <h2 id="order-money">Payment record and refunds</h2>
      {order.payment ? (
        <>
          {order.payment.attention && <Attention role="note">{order.payment.attention}</Attention>}
          <p>
            {order.payment.provider} order <code>{order.payment.providerOrderId}</code>
            {order.payment.providerPaymentId && (
              <>
                , payment <code>{order.payment.providerPaymentId}</code>
              </>
            )}{" "}
            ({order.payment.status.toLowerCase()}
            {order.payment.capturedAt ? ` ${formatIndiaDateTime(order.payment.capturedAt)}` : ""}
            {order.payment.method ? `, paid with ${paymentMethodWords(order.payment.method).name}` : ""})
          </p>
          <DataTable columns={["When", "From", "Event", "What changed"]} caption="Payment history">
            {order.payment.events.map((e) => (
              <tr key={e.id}>
                <td>{formatIndiaDateTime(e.createdAt)}</td>
                <td>{e.source}</td>
                <td>{e.type}</td>
                <td>{e.summary}</td>
              </tr>
            ))}
          </DataTable>
        </>
      ) : (
        <p>
          {order.paidAt
            ? `Cash collected on delivery, ${formatIndiaDateTime(order.paidAt)}.`
            : "Cash not collected yet: the order is paid when it is delivered."}
        </p>
      )}
      {order.refunds.length > 0 && (
        <DataTable columns={["When", "Amount", "How", "Status", "Reason", "Reference"]} caption="Refunds">
          {order.refunds.map((r) => (
            <tr key={r.id}>
              <td>{formatIndiaDateTime(r.createdAt)}</td>
              <td>{formatRupees(r.amount.paise)}</td>
              <td>{r.method === "PROVIDER" ? "Provider" : r.method === "MANUAL_UPI" ? "UPI (manual)" : "Bank (manual)"}</td>
              <td>{refundStatusWords(r)}</td>
              <td>{r.reason}</td>
              <td>{r.reference ?? "—"}</td>
            </tr>
          ))}
        </DataTable>
      )}
      {left > 0 && <RefundForm order={order} left={left} />}
    </section>
  );
}

function RefundForm({ order, left }: { order: AdminOrder; left: number }) {
  const manual = order.paymentMethod === "COD";
  // Starts empty: the admin types what to give back; a prefilled remainder refunds it all on one click.
  const [amount, setAmount] = useState("");
  const [reason, setReason] = useState("");
  const [method, setMethod] = useState<RefundMethod>("MANUAL_UPI");
  const [reference, setReference] = useState("");
  const [busy, setBusy] = useState(false);
  const refetch = { refetchQueries: [{ query: AdminOrderDocument, variables: { id: order.id } }], awaitRefetchQueries: true };
  const [refundOrder] = useMutation(RefundOrderDocument, refetch);
  const [recordManualRefund] = useMutation(RecordManualRefundDocument, refetch);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const amountPaise = paiseOf(amount);
    if (amountPaise === null || amountPaise <= 0) return void toast.error("Enter an amount in rupees");
    setBusy(true);
    const result = manual
      ? await attempt(
          () => recordManualRefund({ variables: { input: { orderId: order.id, amountPaise, method, reference, reason } } }),
          FAILURE,
        )
      : await attempt(() => refundOrder({ variables: { input: { orderId: order.id, amountPaise, reason } } }), FAILURE);
    setBusy(false);
    if (!result.ok) return void toast.error(failureNotice(result.error, FAILURE));
    toast.success(manual ? "Refund recorded" : "Refund sent to the payment provider");
    setAmount("");
    setReason("");
    setReference("");
  };

  return (
    <InlineForm onSubmit={(e) => void submit(e)} aria-label={manual ? "Record a manual refund" : "Refund through the payment provider"}>
      <div>
        <Label htmlFor="refund-amount">Amount (Rs., at most {formatRupees(left)})</Label>
        <Input id="refund-amount" inputMode="decimal" value={amount} onChange={(e) => setAmount(e.target.value)} required />
      </div>
      <div>
        <Label htmlFor="refund-reason">Reason</Label>
        <Input id="refund-reason" value={reason} onChange={(e) => setReason(e.target.value)} required maxLength={500} />
      </div>
      {manual && (
        <>
          <div>
            <Label htmlFor="refund-method">Sent by</Label>
            <Select id="refund-method" value={method} onChange={(e) => setMethod(e.target.value as RefundMethod)}>
              <option value="MANUAL_UPI">UPI</option>
              <option value="MANUAL_BANK">Bank transfer</option>
            </Select>
          </div>
          <div>
            <Label htmlFor="refund-reference">UPI or bank reference</Label>
            <Input id="refund-reference" value={reference} onChange={(e) => setReference(e.target.value)} required maxLength={100} />
          </div>
        </>
      )}
      <Button type="submit" disabled={busy}>
        {busy ? "Refunding…" : manual ? "Record refund" : "Refund"}
      </Button>
    </InlineForm>
  );
}
