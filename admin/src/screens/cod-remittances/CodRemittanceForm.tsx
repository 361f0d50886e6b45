import { useQuery } from "@apollo/client/react";
import type { FieldProblem } from "@shop/client/call-result";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { Link } from "react-router";
import { Field } from "../../components/form/Field";
import { FieldError, FormActions, FormCard, FormGrid, Input } from "../../components/form/inputs";
import { showServerProblems } from "../../components/form/server-problems";
import { Button } from "../../components/Button";
import { ListState } from "../../components/ListState";
import { DataTable } from "../../components/Table";
import { UnremittedCodOrdersDocument, type CodRemittanceInput } from "../../gql/graphql";
import { useLocalPages } from "../../hooks/useLocalPages";
import { indiaIsoDate } from "../../lib/dates";
import { formatIndiaDateTime } from "@shop/words/india-time";
import { formatRupees, rupeesToPaise } from "@shop/words/money";

interface Values {
  courier: string;
  reference: string;
  receivedOn: string;
  /** Rupees, as typed. */
  amount: string;
}

const TEXT_FIELDS = new Set(["courier", "reference", "receivedOn"]);

const emptyValues = (): Values => ({ courier: "", reference: "", receivedOn: indiaIsoDate(), amount: "" });

/**
 * Records what a courier paid for the cash it collected: courier, bank reference, the day it
 * reached the bank, the amount, and the delivered COD orders it covers, chosen from those no
 * remittance covers yet (kept while paging). The server's objections go under their fields;
 * `onSubmit` answers them, none when it was recorded.
 */
export function CodRemittanceForm({ onSubmit }: { onSubmit(input: CodRemittanceInput): Promise<FieldProblem[]> }) {
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<Values>({ defaultValues: emptyValues() });
  const { paging, pager, firstPage } = useLocalPages();
  const unremitted = useQuery(UnremittedCodOrdersDocument, { variables: paging, fetchPolicy: "cache-and-network" });
  /** The chosen orders and what each came to. */
  const [chosen, setChosen] = useState<Map<string, number>>(new Map());
  const [ordersProblem, setOrdersProblem] = useState<string | null>(null);
  const chosenTotal = [...chosen.values()].reduce((sum, paise) => sum + paise, 0);

  const toggle = (orderId: string, paise: number) => {
    setOrdersProblem(null);
    setChosen((current) => {
      const next = new Map(current);
      if (next.has(orderId)) next.delete(orderId);
      else next.set(orderId, paise);
      return next;
    });
  };

  const submit = async (values: Values) => {
    if (chosen.size === 0) return setOrdersProblem("Choose the orders the remittance covers");
    const problems = await onSubmit({
      courier: values.courier,
      reference: values.reference,
      receivedOn: values.receivedOn,
      amountPaise: rupeesToPaise(values.amount),
      orderIds: [...chosen.keys()],
    });
    if (problems.length === 0) {
      reset(emptyValues());
      setChosen(new Map());
      firstPage();
      return;
    }
    const unplaced = showServerProblems(problems, setError, (field) =>
      field === "amountPaise" ? "amount" : TEXT_FIELDS.has(field) ? (field as keyof Values) : null,
    );
    const aboutOrders = unplaced.find((p) => p.field === "orderIds");
    if (aboutOrders) setOrdersProblem(aboutOrders.message);
  };

  return (
    <FormCard noValidate onSubmit={handleSubmit(submit)} aria-label="Record a COD remittance">
      <FormGrid>
        <Field label="Courier" hint="Who paid, as on its statement" error={errors.courier?.message}>
          <Input maxLength={100} {...register("courier", { validate: (v) => v.trim() !== "" || "Please give the courier that paid" })} />
        </Field>
        <Field label="Bank reference (UTR)" error={errors.reference?.message}>
          <Input
            maxLength={100}
            {...register("reference", { validate: (v) => v.trim() !== "" || "Please give the bank reference (UTR) of the transfer" })}
          />
        </Field>
        <Field label="Received on" hint="The day it reached the bank" error={errors.receivedOn?.message}>
          <Input type="date" max={indiaIsoDate()} {...register("receivedOn", { required: "Please give the day it was received" })} />
        </Field>
        <Field
          label="Amount received (Rs.)"
          hint={chosen.size > 0 ? `The ${chosen.size} orders chosen come to ${formatRupees(chosenTotal)}` : undefined}
          error={errors.amount?.message}
        >
          <Input
            inputMode="decimal"
            {...register("amount", {
              validate: (v) => (/^\d+(\.\d{1,2})?$/.test(v.trim()) && Number(v) > 0) || "Amount must be in rupees, e.g. 2450 or 2450.50",
            })}
          />
        </Field>
      </FormGrid>
      <fieldset aria-describedby={ordersProblem ? "remittance-orders-problem" : undefined}>
        <legend>Orders it covers (delivered, cash on delivery, not remitted yet)</legend>
        <ListState
          items={unremitted.data?.unremittedCodOrders.nodes}
          pages={{ of: unremitted.data?.unremittedCodOrders, pager }}
          query={unremitted}
          failure="Failed to fetch the orders not remitted yet"
          loadingLabel="Loading orders not remitted yet…"
          empty="Every delivered COD order is in a remittance."
        >
          {(orders) => (
            <DataTable caption="Delivered COD orders not remitted" columns={["Include", "Order", "Courier", "Delivered", "Amount"]}>
              {orders.map((o) => (
                <tr key={o.orderId}>
                  <td>
                    <input
                      type="checkbox"
                      aria-label={`Include order ${o.orderNumber}`}
                      checked={chosen.has(o.orderId)}
                      onChange={() => toggle(o.orderId, o.amount.paise)}
                    />
                  </td>
                  <td className="nowrap">
                    <Link to={`/orders/${o.orderId}`}>{o.orderNumber}</Link>
                  </td>
                  <td>{o.courierName ?? "—"}</td>
                  <td className="nowrap">{formatIndiaDateTime(o.deliveredAt)}</td>
                  <td className="nowrap">{formatRupees(o.amount.paise)}</td>
                </tr>
              ))}
            </DataTable>
          )}
        </ListState>
        {ordersProblem && <FieldError id="remittance-orders-problem">{ordersProblem}</FieldError>}
      </fieldset>
      <FormActions>
        <Button type="submit" disabled={isSubmitting}>
          {isSubmitting ? "Recording…" : "Record remittance"}
        </Button>
      </FormActions>
    </FormCard>
  );
}
