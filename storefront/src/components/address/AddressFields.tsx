import { useEffect, useRef, useState } from "react";
import { useApolloClient, useQuery } from "@apollo/client/react";
import styled from "styled-components";
import { IndianStatesDocument, PincodePlaceDocument } from "../../gql/graphql";
import type { Form } from "../../lib/use-form";
import { PINCODE } from "@shop/words/patterns";
import type { AddressField } from "../../lib/validation";
import { fromTablet } from "../../styles/theme";
import { FieldError, FieldWrap, Input, TextField } from "../ui/TextField";

/**
 * The fields of a delivery address (checkout, address book). A complete pincode fills in the city
 * and state from India Post's directory, which the API serves; the state is chosen from India's
 * states and union territories.
 */
export function AddressFields({ form }: { form: Form<AddressField> }) {
  const field = (name: AddressField) => ({ field: form.field(name), error: form.errorOf(name) });
  const place = usePincodePlace(form);
  return (
    <Grid>
      <TextField label="First name" autoComplete="given-name" {...field("firstName")} />
      <TextField label="Last name" autoComplete="family-name" {...field("lastName")} />
      <div className="wide">
        <TextField label="Address" autoComplete="street-address" {...field("address")} />
      </div>
      <TextField label="Contact no." type="tel" inputMode="numeric" autoComplete="tel-national" maxLength={10} {...field("phoneNo")} />
      <div>
        <TextField label="Postal code" inputMode="numeric" autoComplete="postal-code" maxLength={6} {...field("postalCode")} />
        <p className="place" role="status">
          {place === "unknown" ? "We could not find this pincode: please check it, or enter the city and state." : ""}
        </p>
      </div>
      <TextField label="City" autoComplete="address-level2" {...field("city")} />
      <StateSelect form={form} />
    </Grid>
  );
}

/**
 * Looks the pincode up once the shopper has changed it to 6 digits and fills in city and state;
 * "unknown" when India Post does not list it. The pincode the form opened with is not looked up:
 * its city and state came with it (a saved address, or what the shopper typed before going Back).
 */
function usePincodePlace(form: Form<AddressField>): "found" | "unknown" | null {
  const client = useApolloClient();
  const postalCode = form.values.postalCode.trim();
  const [result, setResult] = useState<{ postalCode: string; found: boolean } | null>(null);
  const lookedUp = useRef(postalCode);
  // setValues is a new function on every render of the form: the lookup runs when the pincode changes.
  const setValues = useRef(form.setValues);
  setValues.current = form.setValues;
  useEffect(() => {
    if (postalCode === lookedUp.current) return;
    lookedUp.current = postalCode;
    if (!PINCODE.test(postalCode)) return;
    let current = true;
    client
      .query({ query: PincodePlaceDocument, variables: { postalCode } })
      .then(({ data }) => {
        if (!current) return;
        const place = data?.pincode;
        setResult({ postalCode, found: Boolean(place) });
        if (place) setValues.current({ city: place.city, state: place.state });
      })
      .catch(() => undefined); // the shopper can still type the city and state
    return () => {
      current = false;
    };
  }, [postalCode, client]);
  if (!result || result.postalCode !== postalCode) return null;
  return result.found ? "found" : "unknown";
}

function StateSelect({ form }: { form: Form<AddressField> }) {
  const states = useQuery(IndianStatesDocument).data?.indianStates ?? [];
  const { id, ...props } = form.field("state");
  const error = form.errorOf("state");
  const names = states.map((s) => s.name);
  // A state typed before the list existed (an old profile) stays choosable until it is changed.
  if (props.value && !names.includes(props.value)) names.unshift(props.value);
  return (
    <FieldWrap>
      <label htmlFor={id}>State</label>
      <Input as="select" id={id} autoComplete="address-level1" {...props}>
        <option value="">Choose a state</option>
        {names.map((name) => (
          <option key={name} value={name}>
            {name}
          </option>
        ))}
      </Input>
      {error && (
        <FieldError id={`${id}-error`} role="alert">
          {error}
        </FieldError>
      )}
    </FieldWrap>
  );
}

const Grid = styled.div`
  display: grid;
  grid-template-columns: 1fr;
  column-gap: 1rem;
  .place { margin: -0.75rem 0 1rem; font-size: 0.875rem; color: ${(p) => p.theme.colors.muted}; }
  .place:empty { display: none; }
  ${fromTablet} {
    grid-template-columns: 1fr 1fr;
    .wide { grid-column: 1 / -1; }
  }
`;
