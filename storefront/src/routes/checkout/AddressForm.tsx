import styled from "styled-components";
import { TextField } from "../../components/ui/TextField";
import type { Form } from "../../lib/use-form";
import type { AddressField } from "../../lib/validation";
import { fromTablet } from "../../styles/theme";

export const ADDRESS_FORM_ID = "checkout-address";

/** Step 2: where the order goes. Every field is checked as it changes (SPEC §5). */
export function AddressForm({ form, onValid }: { form: Form<AddressField>; onValid(): void }) {
  const field = (name: AddressField) => ({ field: form.field(name), error: form.errorOf(name) });
  return (
    <form id={ADDRESS_FORM_ID} onSubmit={form.onSubmit(onValid)} noValidate aria-label="Shipping address">
      <Grid>
        <TextField label="First name" autoComplete="given-name" {...field("firstName")} />
        <TextField label="Last name" autoComplete="family-name" {...field("lastName")} />
        <div className="wide">
          <TextField label="Address" autoComplete="street-address" {...field("address")} />
        </div>
        <TextField label="Contact no." type="tel" inputMode="numeric" autoComplete="tel-national" maxLength={10} {...field("phoneNo")} />
        <TextField label="City" autoComplete="address-level2" {...field("city")} />
        <TextField label="State" autoComplete="address-level1" {...field("state")} />
        <TextField label="Postal code" inputMode="numeric" autoComplete="postal-code" maxLength={6} {...field("postalCode")} />
      </Grid>
    </form>
  );
}

const Grid = styled.div`
  display: grid;
  grid-template-columns: 1fr;
  column-gap: 1rem;
  ${fromTablet} {
    grid-template-columns: 1fr 1fr;
    .wide { grid-column: 1 / -1; }
  }
`;
