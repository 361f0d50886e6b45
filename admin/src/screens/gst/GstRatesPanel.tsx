import { useMutation, useQuery } from "@apollo/client/react";
import { useForm } from "react-hook-form";
import toast from "react-hot-toast";
import styled from "styled-components";
import { Button } from "../../components/Button";
import { Field } from "../../components/form/Field";
import { FormGrid, Input } from "../../components/form/inputs";
import { showServerProblems } from "../../components/form/server-problems";
import { ListState } from "../../components/ListState";
import { DataTable } from "../../components/Table";
import { useLocalPages } from "../../hooks/useLocalPages";
import { AddGstRateDocument, DeleteGstRateDocument, GstRatesDocument } from "../../gql/graphql";
import { attempt, failureNotice } from "@shop/client/call-result";
import { todayIsoDate } from "../../lib/dates";
import { formatCalendarDate } from "@shop/words/india-time";
import { HSN } from "@shop/words/patterns";

const Panel = styled.section`
  margin-top: 2rem;
  form { margin-top: 1rem; }
`;

interface RateFormValues {
  hsn: string;
  rate: string;
  effectiveFrom: string;
}

/**
 * A category's (or one product's) dated GST rates: an HSN code and rate from a date on. A change
 * is a new rate with the date it applies from; orders keep the rate of their own date. Only a
 * rate not yet in effect can be removed.
 */
export function GstRatesPanel({
  categoryId,
  productId,
  today = todayIsoDate(),
}: {
  categoryId?: string;
  productId?: string;
  today?: string;
}) {
  const variables = { categoryId: categoryId ?? null, productId: productId ?? null };
  const { paging, pager } = useLocalPages();
  const list = useQuery(GstRatesDocument, { variables: { ...variables, ...paging }, fetchPolicy: "cache-and-network" });
  const [addRate] = useMutation(AddGstRateDocument);
  const [deleteRate] = useMutation(DeleteGstRateDocument);
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<RateFormValues>({ defaultValues: { hsn: "", rate: "", effectiveFrom: today } });

  const add = async (values: RateFormValues) => {
    const input = { ...variables, hsn: values.hsn.trim(), rate: Number(values.rate), effectiveFrom: values.effectiveFrom };
    const result = await attempt(() => addRate({ variables: { input } }), "Failed to add the rate");
    if (!result.ok) {
      const unplaced = showServerProblems(result.error.fields, setError, (f) =>
        f === "hsn" || f === "rate" || f === "effectiveFrom" ? f : null,
      );
      if (unplaced.length > 0 || result.error.fields.length === 0) toast.error(failureNotice(result.error, "Failed to add the rate"));
      return;
    }
    toast.success("Rate added");
    reset({ hsn: values.hsn, rate: "", effectiveFrom: today });
    await list.refetch();
  };

  const remove = async (id: string) => {
    const result = await attempt(() => deleteRate({ variables: { id } }), "Failed to remove the rate");
    if (!result.ok) toast.error(failureNotice(result.error, "Failed to remove the rate"));
    else await list.refetch();
  };

  return (
    <Panel aria-labelledby="gst-rates">
      <h2 id="gst-rates">GST rates{productId ? " (this product only, overriding its category)" : ""}</h2>
      <ListState
        items={list.data?.gstRates.nodes}
        query={list}
        failure="Failed to fetch GST rates"
        pages={{ of: list.data?.gstRates, pager }}
        loadingLabel="Loading GST rates…"
        empty={
          productId
            ? "No rate of its own: the product is taxed at its category's rate."
            : "No rate yet: products are taxed at the settings' default goods rate."
        }
      >
        {(rates) => (
          <DataTable caption="GST rates" columns={["From", "HSN", "Rate", "Actions"]}>
            {rates.map((r) => (
              <tr key={r.id}>
                <td>{formatCalendarDate(r.effectiveFrom)}</td>
                <td>{r.hsn}</td>
                <td>{r.rate}%</td>
                <td className="actions">
                  {r.effectiveFrom > today ? (
                    <Button
                      $small
                      $variant="secondary"
                      onClick={() => void remove(r.id)}
                      aria-label={`Remove the rate from ${r.effectiveFrom}`}
                    >
                      Remove
                    </Button>
                  ) : (
                    "In effect or past"
                  )}
                </td>
              </tr>
            ))}
          </DataTable>
        )}
      </ListState>
      <form noValidate onSubmit={handleSubmit(add)} aria-label="Add a GST rate">
        <FormGrid>
          <Field label="HSN" error={errors.hsn?.message}>
            <Input inputMode="numeric" {...register("hsn", { pattern: { value: HSN, message: "HSN must be 4, 6 or 8 digits" } })} />
          </Field>
          <Field label="Rate (%)" error={errors.rate?.message}>
            <Input
              type="number"
              inputMode="decimal"
              step="0.01"
              {...register("rate", {
                validate: (v) => (v.trim() !== "" && Number(v) >= 0 && Number(v) <= 100) || "Rate must be a percentage from 0 to 100",
              })}
            />
          </Field>
          <Field label="Applies from" hint="Orders placed on this date or later" error={errors.effectiveFrom?.message}>
            <Input type="date" {...register("effectiveFrom", { required: "Applies from is required" })} />
          </Field>
        </FormGrid>
        <Button type="submit" disabled={isSubmitting} style={{ marginTop: "1rem" }}>
          {isSubmitting ? "Adding…" : "Add rate"}
        </Button>
      </form>
    </Panel>
  );
}
