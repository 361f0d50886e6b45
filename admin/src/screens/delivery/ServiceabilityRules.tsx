import { useMutation, useQuery } from "@apollo/client/react";
import { useForm } from "react-hook-form";
import styled from "styled-components";
import { Button } from "../../components/Button";
import { Field } from "../../components/form/Field";
import { CheckboxLabel, FormCard, FormGrid, Input } from "../../components/form/inputs";
import { showServerProblems } from "../../components/form/server-problems";
import { ErrorMessage, EmptyState, Loading } from "../../components/QueryState";
import { Pagination } from "../../components/Pagination";
import { DataTable } from "../../components/Table";
import { useLocalPages } from "../../hooks/useLocalPages";
import { CreateServiceabilityRuleDocument, DeleteServiceabilityRuleDocument, ServiceabilityRulesDocument } from "../../gql/graphql";
import { useConfirmedDelete } from "../../hooks/useConfirmedDelete";
import { useSaveOutcome } from "../../hooks/useSaveOutcome";
import { attempt, toCallError } from "@shop/client/call-result";

interface RuleFormValues {
  pincodes: string;
  daysToDeliver: string;
  codAvailable: boolean;
}

const EMPTY_RULE: RuleFormValues = { pincodes: "", daysToDeliver: "", codAvailable: true };

/**
 * Where the shop delivers: rules by pincode prefix or range, days to deliver, and whether cash on
 * delivery is offered there (the only list of pincodes without COD). The narrowest rule covering a
 * pincode decides; a pincode no rule covers is not delivered to.
 */
export function ServiceabilityRules() {
  const { paging, pager } = useLocalPages();
  const rules = useQuery(ServiceabilityRulesDocument, { variables: paging, fetchPolicy: "cache-and-network" });
  const [create] = useMutation(CreateServiceabilityRuleDocument);
  const [remove] = useMutation(DeleteServiceabilityRuleDocument);
  const { confirmAndDelete, deleting } = useConfirmedDelete();
  const { failure, settle } = useSaveOutcome();
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<RuleFormValues>({ defaultValues: EMPTY_RULE });

  const add = async (values: RuleFormValues) => {
    const input = { pincodes: values.pincodes.trim(), daysToDeliver: Number(values.daysToDeliver), codAvailable: values.codAvailable };
    const result = await attempt(() => create({ variables: { input } }), "Failed to add the delivery rule");
    const problems = settle(result, { success: "Delivery rule added", failure: "Failed to add the delivery rule" }, () => {
      reset(EMPTY_RULE);
      void rules.refetch();
    });
    showServerProblems(problems, setError, (field) => (field === "pincodes" || field === "daysToDeliver" ? field : null));
  };

  const page = rules.data?.serviceabilityRules;
  const list = page?.nodes;
  return (
    <Section aria-labelledby="rules-title">
      <h2 id="rules-title">Delivery by pincode</h2>
      <p className="hint">
        A prefix (560), one pincode (560001) or a range (400001-400099). The narrowest rule covering a pincode decides; pincodes no rule
        covers are not delivered to.
      </p>
      {failure && <ErrorMessage error={failure} />}
      {!list && rules.loading && <Loading label="Loading delivery rules…" />}
      {!list && rules.error && (
        <ErrorMessage error={toCallError(rules.error, "Failed to fetch delivery rules")} onRetry={() => void rules.refetch()} />
      )}
      {list && list.length === 0 && <EmptyState>No delivery rules yet: every pincode is delivered to, with no estimate.</EmptyState>}
      {list && list.length > 0 && (
        <DataTable
          caption="Delivery rules"
          columns={["Pincodes", "Covers", "Days to deliver", "Cash on delivery", "Actions"]}
          busy={rules.loading}
        >
          {list.map((rule) => (
            <tr key={rule.id}>
              <td>
                <strong>{rule.pincodes}</strong>
              </td>
              <td className="nowrap">
                {rule.pincodeFrom}–{rule.pincodeTo}
              </td>
              <td>{rule.daysToDeliver}</td>
              <td>{rule.codAvailable ? "Offered" : "Not offered"}</td>
              <td className="actions">
                <Button
                  type="button"
                  $variant="danger"
                  disabled={deleting === rule.id}
                  aria-label={`Delete the delivery rule for ${rule.pincodes}`}
                  onClick={() =>
                    void confirmAndDelete({
                      id: rule.id,
                      what: `the delivery rule for ${rule.pincodes}`,
                      success: "Delivery rule deleted",
                      failure: "Failed to delete the delivery rule",
                      call: () => remove({ variables: { id: rule.id } }),
                      then: () => void rules.refetch(),
                    })
                  }
                >
                  Delete
                </Button>
              </td>
            </tr>
          ))}
        </DataTable>
      )}
      {page && <Pagination of={page} pager={pager} />}
      <FormCard noValidate onSubmit={handleSubmit(add)} aria-label="Add a delivery rule">
        <FormGrid>
          <Field label="Pincodes" error={errors.pincodes?.message}>
            <Input
              {...register("pincodes", {
                validate: (v) => /^\s*(\d{1,6}|\d{6}\s*-\s*\d{6})\s*$/.test(v) || "A prefix, one pincode or a range like 400001-400099",
              })}
            />
          </Field>
          <Field label="Days to deliver" error={errors.daysToDeliver?.message}>
            <Input
              type="number"
              inputMode="numeric"
              min={1}
              max={30}
              {...register("daysToDeliver", {
                validate: (v) =>
                  (Number.isInteger(Number(v)) && Number(v) >= 1 && Number(v) <= 30) ||
                  "Days to deliver must be a whole number from 1 to 30",
              })}
            />
          </Field>
          <CheckboxLabel>
            <input type="checkbox" {...register("codAvailable")} />
            Cash on delivery offered
          </CheckboxLabel>
        </FormGrid>
        <Button type="submit" disabled={isSubmitting}>
          Add delivery rule
        </Button>
      </FormCard>
    </Section>
  );
}

const Section = styled.section`
  margin-top: 2rem;
  .hint { color: ${({ theme }) => theme.colors.muted}; }
  form { margin-top: 1rem; }
`;
