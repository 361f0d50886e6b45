import { useState } from "react";
import { useMutation, useQuery } from "@apollo/client/react";
import styled from "styled-components";
import { AddressFields } from "../../components/address/AddressFields";
import { Button } from "../../components/ui/Button";
import { ErrorState, Loading, Notice } from "../../components/ui/Status";
import { FieldWrap, Input } from "../../components/ui/TextField";
import {
  DeleteAddressDocument,
  MyAddressesDocument,
  SaveAddressDocument,
  SetDefaultAddressDocument,
  UpdateAddressDocument,
  type CustomerAddressFragment,
} from "../../gql/graphql";
import { attempt, fieldMessage, toCallError, type CallError } from "@shop/client/call-result";
import { notify } from "../../lib/notify";
import { useForm } from "../../lib/use-form";
import { addressRules, type AddressField } from "../../lib/validation";
import { theme } from "../../styles/theme";
import { addressValues } from "../checkout/AddressForm";

const digitsOnly = (v: string) => v.replace(/\D/g, "");
const EMPTY: Record<AddressField, string> = { firstName: "", lastName: "", address: "", phoneNo: "", city: "", state: "", postalCode: "" };

/** The profile's address book: saved addresses with their default, added, edited, deleted. */
export function AddressBook({ name }: { name: { firstName: string; lastName: string } }) {
  const { data, loading, error, refetch } = useQuery(MyAddressesDocument, { fetchPolicy: "cache-and-network" });
  const [editing, setEditing] = useState<CustomerAddressFragment | "new" | null>(null);
  const [setDefault] = useMutation(SetDefaultAddressDocument, { refetchQueries: [MyAddressesDocument] });
  const [remove] = useMutation(DeleteAddressDocument, { refetchQueries: [MyAddressesDocument] });
  const [problem, setProblem] = useState<CallError | null>(null);
  const addresses = data?.myAddresses;

  const run = async <T,>(call: () => Promise<{ data?: T | null; error?: unknown }>, done: string, fallback: string) => {
    setProblem(null);
    const result = await attempt(call, fallback, (d) => d);
    if (!result.ok) return setProblem(result.error);
    notify.success(done);
  };

  if (!addresses) {
    return loading ? (
      <Loading label="Loading your addresses..." />
    ) : (
      <ErrorState problem={toCallError(error, "Failed to fetch addresses")} onRetry={() => void refetch()} />
    );
  }
  if (editing) {
    return (
      <AddressEditor
        address={editing === "new" ? null : editing}
        initial={editing === "new" ? { ...EMPTY, firstName: name.firstName, lastName: name.lastName } : addressValues(editing)}
        first={addresses.length === 0}
        onDone={() => setEditing(null)}
      />
    );
  }
  return (
    <div>
      {addresses.length === 0 ? (
        <p>No saved addresses yet. Save one here or at checkout, and pick it next time.</p>
      ) : (
        <List aria-label="Saved addresses">
          {addresses.map((a) => (
            <li key={a.id}>
              <p className="label">
                <strong>{a.label}</strong> {a.isDefault && <span className="default">Default</span>}
              </p>
              <p>
                {a.firstName} {a.lastName}
                <br />
                {a.address}, {a.city}, {a.state} {a.postalCode}
                <br />
                Phone {a.phoneNo}
              </p>
              <div className="actions">
                <Button type="button" $variant="secondary" onClick={() => setEditing(a)} aria-label={`Edit: ${a.label}`}>
                  Edit
                </Button>
                {!a.isDefault && (
                  <Button
                    type="button"
                    $variant="secondary"
                    onClick={() =>
                      void run(
                        () => setDefault({ variables: { id: a.id } }),
                        `${a.label} is now your default address`,
                        "Failed to update address",
                      )
                    }
                    aria-label={`Make default: ${a.label}`}
                  >
                    Make default
                  </Button>
                )}
                <Button
                  type="button"
                  $variant="secondary"
                  aria-label={`Delete: ${a.label}`}
                  onClick={() => {
                    if (window.confirm(`Delete the address "${a.label}"?`))
                      void run(() => remove({ variables: { id: a.id } }), "Address deleted", "Failed to delete address");
                  }}
                >
                  Delete
                </Button>
              </div>
            </li>
          ))}
        </List>
      )}
      {problem && <ErrorState problem={problem} />}
      <Button type="button" onClick={() => setEditing("new")}>
        Add an address
      </Button>
    </div>
  );
}

function AddressEditor({
  address,
  initial,
  first,
  onDone,
}: {
  address: CustomerAddressFragment | null;
  initial: Record<AddressField, string>;
  first: boolean;
  onDone(): void;
}) {
  const form = useForm(initial, addressRules, {
    idPrefix: "book",
    mode: "change",
    transform: { phoneNo: digitsOnly, postalCode: digitsOnly },
  });
  const [label, setLabel] = useState(address?.label ?? (first ? "Home" : ""));
  const [makeDefault, setMakeDefault] = useState(address?.isDefault ?? first);
  const [problem, setProblem] = useState<CallError | null>(null);
  const [add, { loading: adding }] = useMutation(SaveAddressDocument, { refetchQueries: [MyAddressesDocument] });
  const [update, { loading: updating }] = useMutation(UpdateAddressDocument, { refetchQueries: [MyAddressesDocument] });
  const loading = adding || updating;

  const submit = async (values: Record<AddressField, string>) => {
    setProblem(null);
    const input = { ...values, label, isDefault: makeDefault };
    const result = address
      ? await attempt(
          () => update({ variables: { id: address.id, input } }),
          "Failed to save address",
          (d) => d.updateAddress,
        )
      : await attempt(
          () => add({ variables: { input } }),
          "Failed to save address",
          (d) => d.saveAddress,
        );
    if (!result.ok) {
      if (result.error.kind === "validation") form.setServerErrors(result.error.fields);
      return setProblem(result.error);
    }
    notify.success(address ? "Address updated" : "Address saved");
    onDone();
  };

  const labelError = fieldMessage(problem, "label");
  return (
    <form onSubmit={form.onSubmit(submit)} noValidate aria-label={address ? `Edit ${address.label}` : "New address"}>
      <FieldWrap>
        <label htmlFor="book-label">Save as</label>
        <Input
          id="book-label"
          value={label}
          maxLength={40}
          placeholder="Home, Office..."
          onChange={(e) => setLabel(e.target.value)}
          aria-invalid={Boolean(labelError)}
        />
        {labelError && (
          <Notice $tone="danger" role="alert">
            {labelError}
          </Notice>
        )}
      </FieldWrap>
      <AddressFields form={form} />
      <Check>
        <input
          type="checkbox"
          checked={makeDefault}
          disabled={address?.isDefault || first}
          onChange={(e) => setMakeDefault(e.target.checked)}
        />{" "}
        Use this address first at checkout
      </Check>
      {problem && problem.kind !== "validation" && <ErrorState problem={problem} />}
      <div className="actions">
        <Button type="submit" disabled={loading} aria-busy={loading}>
          {loading ? "Saving..." : "Save address"}
        </Button>
        <Button type="button" $variant="secondary" onClick={onDone}>
          Cancel
        </Button>
      </div>
    </form>
  );
}

const List = styled.ul`
  list-style: none;
  margin: 0 0 1rem;
  padding: 0;
  display: grid;
  gap: 0.75rem;
  li { border: 1px solid ${theme.colors.line}; border-radius: ${theme.radius}; padding: 0.9rem 1rem; overflow-wrap: anywhere; }
  p { margin: 0 0 0.5rem; }
  .label { display: flex; gap: 0.5rem; align-items: center; }
  .default { font-size: 0.75rem; font-weight: 700; padding: 0.1rem 0.45rem; border-radius: 4px; background: ${theme.colors.ink}; color: #fff; }
  .actions { display: flex; flex-wrap: wrap; gap: 0.5rem; }
`;

const Check = styled.label`
  display: flex;
  align-items: center;
  gap: 0.5rem;
  min-height: 44px;
  margin-bottom: 1rem;
  input { width: 18px; height: 18px; accent-color: ${theme.colors.ink}; }
`;
