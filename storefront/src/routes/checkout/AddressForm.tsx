import { useEffect, useState } from "react";
import { useMutation, useQuery } from "@apollo/client/react";
import styled from "styled-components";
import { AddressFields } from "../../components/address/AddressFields";
import { ErrorState, Loading } from "../../components/ui/Status";
import { FieldWrap, Input } from "../../components/ui/TextField";
import { MyAddressesDocument, SaveAddressDocument, type CustomerAddressFragment } from "../../gql/graphql";
import { attempt, type CallError } from "@shop/client/call-result";
import type { Form } from "../../lib/use-form";
import type { AddressField } from "../../lib/validation";
import { theme } from "../../styles/theme";

export const ADDRESS_FORM_ID = "checkout-address";
const NEW_ADDRESS = "new";

export const addressValues = (a: CustomerAddressFragment): Record<AddressField, string> => ({
  firstName: a.firstName,
  lastName: a.lastName,
  address: a.address,
  phoneNo: a.phoneNo,
  city: a.city,
  state: a.state,
  postalCode: a.postalCode,
});

/**
 * Step 2: where the order goes. A customer with saved addresses picks one (the default first) or
 * enters a new one, which they may save to their address book on the way. Every field is checked
 * as it changes.
 */
export function AddressForm({
  form,
  onValid,
  chosen,
  onChoose: setChosen,
}: {
  form: Form<AddressField>;
  onValid(): void;
  /** The saved address chosen, "new", or null before the book is loaded: kept by the page across Back. */
  chosen: string | null;
  onChoose(choice: string): void;
}) {
  const book = useQuery(MyAddressesDocument, { fetchPolicy: "cache-and-network" });
  const saved = book.data?.myAddresses;
  const [keep, setKeep] = useState(true);
  const [label, setLabel] = useState("Home");
  const [problem, setProblem] = useState<CallError | null>(null);
  const [saveAddress, { loading: saving }] = useMutation(SaveAddressDocument, { refetchQueries: [MyAddressesDocument] });
  const { setValues } = form;

  // The default address is chosen when the book arrives; with none saved, the form is filled in.
  useEffect(() => {
    if (!saved || chosen) return;
    const first = saved.find((a) => a.isDefault) ?? saved[0];
    setChosen(first ? first.id : NEW_ADDRESS);
    if (first) setValues(addressValues(first));
    if (saved.length > 0) setLabel("Other");
  }, [saved, chosen, setValues, setChosen]);

  const choose = (id: string) => {
    setChosen(id);
    const address = saved?.find((a) => a.id === id);
    if (address) setValues(addressValues(address));
  };

  const submit = async (values: Record<AddressField, string>) => {
    setProblem(null);
    if (chosen === NEW_ADDRESS && keep) {
      const input = {
        ...Object.fromEntries(Object.entries(values).map(([k, v]) => [k, v.trim()])),
        label: label.trim() || "Home",
      } as Record<AddressField | "label", string>;
      const result = await attempt(
        () => saveAddress({ variables: { input } }),
        "Failed to save address",
        (d) => d.saveAddress,
      );
      if (!result.ok) {
        if (result.error.kind === "validation") form.setServerErrors(result.error.fields);
        return setProblem(result.error);
      }
      setChosen(result.data.id);
    }
    onValid();
  };

  if (!saved && book.loading) return <Loading label="Loading your addresses..." />;
  const entering = chosen === NEW_ADDRESS || !saved || saved.length === 0;
  return (
    <form id={ADDRESS_FORM_ID} onSubmit={form.onSubmit(submit)} noValidate aria-label="Shipping address" aria-busy={saving}>
      {saved && saved.length > 0 && (
        <Choices>
          <legend>Deliver to</legend>
          {saved.map((a) => (
            <label key={a.id} className="choice">
              <input type="radio" name="saved-address" value={a.id} checked={chosen === a.id} onChange={() => choose(a.id)} />
              <span>
                <strong>
                  {a.label}
                  {a.isDefault ? " (default)" : ""}
                </strong>
                <span>
                  {a.firstName} {a.lastName}, {a.address}, {a.city}, {a.state} {a.postalCode}
                </span>
                <span>Phone {a.phoneNo}</span>
              </span>
            </label>
          ))}
          <label className="choice">
            <input
              type="radio"
              name="saved-address"
              value={NEW_ADDRESS}
              checked={chosen === NEW_ADDRESS}
              onChange={() => setChosen(NEW_ADDRESS)}
            />
            <strong>A new address</strong>
          </label>
        </Choices>
      )}
      {entering && (
        <>
          <AddressFields form={form} />
          <Keep>
            <label className="keep">
              <input type="checkbox" checked={keep} onChange={(e) => setKeep(e.target.checked)} /> Save this address to my address book
            </label>
            {keep && (
              <FieldWrap>
                <label htmlFor="address-label">Save as</label>
                <Input
                  id="address-label"
                  value={label}
                  maxLength={40}
                  onChange={(e) => setLabel(e.target.value)}
                  placeholder="Home, Office..."
                />
              </FieldWrap>
            )}
          </Keep>
        </>
      )}
      {problem && problem.kind !== "validation" && <ErrorState problem={problem} />}
    </form>
  );
}

const Choices = styled.fieldset`
  /* A fieldset is as wide as its widest line by default: that would widen a phone's page. */
  min-width: 0;
  border: none;
  margin: 0 0 1rem;
  padding: 0;
  display: grid;
  gap: 0.6rem;
  legend { font-weight: 700; margin-bottom: 0.5rem; padding: 0; }
  .choice {
    display: flex;
    gap: 0.75rem;
    align-items: flex-start;
    padding: 0.75rem 0.9rem;
    border: 1px solid ${theme.colors.line};
    border-radius: ${theme.radius};
    cursor: pointer;
    overflow-wrap: anywhere;
  }
  .choice:has(input:checked) { border-color: ${theme.colors.ink}; background: ${theme.colors.subtle}; }
  .choice > span { display: grid; gap: 0.15rem; }
  input { margin-top: 0.2rem; width: 18px; height: 18px; flex: none; accent-color: ${theme.colors.ink}; }
`;

const Keep = styled.div`
  .keep { display: flex; align-items: center; gap: 0.5rem; margin-bottom: 1rem; font-weight: 600; min-height: 44px; }
  .keep input { width: 18px; height: 18px; accent-color: ${theme.colors.ink}; }
`;
