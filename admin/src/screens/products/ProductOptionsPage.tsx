import { useMutation, useQuery } from "@apollo/client/react";
import { useForm } from "react-hook-form";
import styled from "styled-components";
import { Button } from "../../components/Button";
import { Field } from "../../components/form/Field";
import { FormCard, FormGrid, Hint, Input, Select } from "../../components/form/inputs";
import { showServerProblems } from "../../components/form/server-problems";
import { PageHeader } from "../../components/PageHeader";
import { ErrorMessage, Loading } from "../../components/QueryState";
import { Pagination } from "../../components/Pagination";
import { DataTable } from "../../components/Table";
import {
  AddProductOptionValueDocument,
  type ProductOptionKind,
  ProductOptionValuesDocument,
  DeleteProductOptionValueDocument,
  type ProductOptionValuesQuery,
} from "../../gql/graphql";
import { useConfirmedDelete } from "../../hooks/useConfirmedDelete";
import { useLocalPages } from "../../hooks/useLocalPages";
import { useSaveOutcome } from "../../hooks/useSaveOutcome";
import { attempt, toCallError } from "@shop/client/call-result";

interface OptionFormValues {
  kind: ProductOptionKind;
  name: string;
  swatch: string;
}

const EMPTY_OPTION: OptionFormValues = { kind: "COLOR", name: "", swatch: "#808080" };
const LISTS: Array<{ kind: ProductOptionKind; title: string; one: string }> = [
  { kind: "SIZE", title: "Sizes", one: "size" },
  { kind: "COLOR", title: "Colours", one: "colour" },
  { kind: "MATERIAL", title: "Materials", one: "material" },
];

type OptionValue = ProductOptionValuesQuery["productOptionValues"]["nodes"][number];

/**
 * /admin/products/options: the catalogue's sizes, colours (with swatches) and materials, which the
 * product form offers, the API accepts and the shop's filters show. A value no product uses can be
 * removed.
 */
export function ProductOptionsPage() {
  const [add] = useMutation(AddProductOptionValueDocument, { refetchQueries: ["ProductOptionValues"] });
  const { failure, settle } = useSaveOutcome();
  const {
    register,
    handleSubmit,
    reset,
    watch,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<OptionFormValues>({ defaultValues: EMPTY_OPTION });
  const kind = watch("kind");

  const submit = async (form: OptionFormValues) => {
    const input = { kind: form.kind, name: form.name.trim(), swatch: form.kind === "COLOR" ? form.swatch : null };
    const result = await attempt(() => add({ variables: { input } }), "Failed to add the option");
    const problems = settle(result, { success: `${input.name} added`, failure: "Failed to add the option" }, () =>
      reset({ ...EMPTY_OPTION, kind: form.kind }),
    );
    showServerProblems(problems, setError, (field) => (field === "name" || field === "swatch" ? field : null));
  };

  return (
    <>
      <PageHeader title="Product options" />
      <Hint>The sizes, colours and materials products can have. The product form offers these, and the shop's filters show them.</Hint>
      {failure && <ErrorMessage error={failure} />}
      <Lists>
        {LISTS.map((list) => (
          <OptionList key={list.kind} {...list} />
        ))}
      </Lists>
      <FormCard noValidate onSubmit={handleSubmit(submit)} aria-label="Add an option">
        <FormGrid>
          <Field label="List">
            <Select {...register("kind")}>
              {LISTS.map((l) => (
                <option key={l.kind} value={l.kind}>
                  {l.title}
                </option>
              ))}
            </Select>
          </Field>
          <Field label="Name" error={errors.name?.message}>
            <Input {...register("name", { validate: (v) => v.trim().length > 0 || "Please enter a name" })} />
          </Field>
          {kind === "COLOR" && (
            <Field label="Swatch" error={errors.swatch?.message}>
              <Input type="color" {...register("swatch")} />
            </Field>
          )}
        </FormGrid>
        <Button type="submit" disabled={isSubmitting}>
          Add option
        </Button>
      </FormCard>
    </>
  );
}

/** One of the option lists, a page at a time; a value no product uses can be removed. */
function OptionList({ kind, title, one }: (typeof LISTS)[number]) {
  const { paging, pager } = useLocalPages();
  const values = useQuery(ProductOptionValuesDocument, { variables: { kind, ...paging }, fetchPolicy: "cache-and-network" });
  const [remove] = useMutation(DeleteProductOptionValueDocument);
  const { confirmAndDelete, deleting } = useConfirmedDelete();

  const removeValue = (value: OptionValue) =>
    void confirmAndDelete({
      id: value.id,
      what: value.name,
      success: `${value.name} removed`,
      failure: `Failed to remove ${value.name}`,
      call: () => remove({ variables: { id: value.id } }),
      then: () => void values.refetch(),
    });

  const page = values.data?.productOptionValues;
  return (
    <div>
      {!page && values.loading && <Loading label={`Loading ${title.toLowerCase()}…`} />}
      {!page && values.error && (
        <ErrorMessage error={toCallError(values.error, "Failed to fetch the options")} onRetry={() => void values.refetch()} />
      )}
      {page && (
        <DataTable caption={title} columns={["Name", "Products", "Actions"]} busy={values.loading}>
          {page.nodes.map((v) => (
            <tr key={v.id}>
              <td>
                {v.swatch && <Swatch style={{ background: v.swatch }} aria-hidden="true" />}
                {v.name}
              </td>
              <td>{v.productCount}</td>
              <td className="actions">
                <Button
                  type="button"
                  $variant="danger"
                  disabled={v.productCount > 0 || deleting === v.id}
                  title={v.productCount > 0 ? `Used by ${v.productCount} products` : undefined}
                  aria-label={`Remove the ${one} ${v.name}`}
                  onClick={() => removeValue(v)}
                >
                  Remove
                </Button>
              </td>
            </tr>
          ))}
        </DataTable>
      )}
      {page && <Pagination of={page} pager={pager} />}
    </div>
  );
}

const Lists = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(16rem, 1fr));
  gap: 1rem;
  margin: 1rem 0;
`;

const Swatch = styled.span`
  display: inline-block;
  width: 14px;
  height: 14px;
  margin-right: 0.5rem;
  border-radius: 50%;
  border: 1px solid ${({ theme }) => theme.colors.muted};
  vertical-align: middle;
`;
