import { useState } from "react";
import { useMutation } from "@apollo/client/react";
import { notify } from "../../lib/notify";
import styled from "styled-components";
import { Button } from "../../components/ui/Button";
import { Notice } from "../../components/ui/Status";
import { TextField } from "../../components/ui/TextField";
import { UpdateProfileDocument, type SessionUserFragment } from "../../gql/graphql";
import { attempt } from "@shop/client/call-result";
import { useSession } from "../../lib/session";
import { useForm } from "../../lib/use-form";
import { profileRules } from "../../lib/validation";
import { fromTablet } from "../../styles/theme";

const orEmpty = (v: string | null) => v ?? "";

/** Edits name, phone and address; the address prefills checkout. */
export function ProfileForm({ user, onDone }: { user: SessionUserFragment; onDone(): void }) {
  const { updateUser } = useSession();
  const [updateProfile, { loading }] = useMutation(UpdateProfileDocument);
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm(
    {
      firstName: user.firstName,
      lastName: user.lastName,
      phone: orEmpty(user.phone),
      address: orEmpty(user.address),
      city: orEmpty(user.city),
      state: orEmpty(user.state),
      postalCode: orEmpty(user.postalCode),
    },
    profileRules,
    { idPrefix: "profile", mode: "change" },
  );

  const submit = form.onSubmit(async (values) => {
    setFailure(null);
    const input = Object.fromEntries(Object.entries(values).map(([k, v]) => [k, v.trim()]));
    const result = await attempt(
      () => updateProfile({ variables: { input } }),
      "Failed to update profile",
      (d) => d.updateProfile,
    );
    if (!result.ok) {
      setFailure(result.error.message);
      if (result.error.kind === "validation") form.setServerErrors(result.error.fields);
      return;
    }
    updateUser(result.data);
    notify.success("Profile updated");
    onDone();
  });

  return (
    <form onSubmit={submit} noValidate aria-label="Edit profile">
      {failure && (
        <Notice $tone="danger" role="alert">
          {failure}
        </Notice>
      )}
      <Grid>
        <TextField label="First name" autoComplete="given-name" field={form.field("firstName")} error={form.errorOf("firstName")} />
        <TextField label="Last name" autoComplete="family-name" field={form.field("lastName")} error={form.errorOf("lastName")} />
        <TextField
          label="Phone"
          type="tel"
          inputMode="numeric"
          autoComplete="tel-national"
          field={form.field("phone")}
          error={form.errorOf("phone")}
        />
        <TextField label="Address" autoComplete="street-address" field={form.field("address")} error={form.errorOf("address")} />
        <TextField label="City" autoComplete="address-level2" field={form.field("city")} error={form.errorOf("city")} />
        <TextField label="State" autoComplete="address-level1" field={form.field("state")} error={form.errorOf("state")} />
        <TextField
          label="Postal code"
          inputMode="numeric"
          autoComplete="postal-code"
          field={form.field("postalCode")}
          error={form.errorOf("postalCode")}
        />
      </Grid>
      <Actions>
        <Button type="submit" disabled={loading} aria-busy={loading}>
          {loading ? "Saving..." : "Save"}
        </Button>
        <Button type="button" $variant="secondary" onClick={onDone}>
          Cancel
        </Button>
      </Actions>
    </form>
  );
}

const Grid = styled.div`
  display: grid;
  grid-template-columns: 1fr;
  column-gap: 1rem;
  ${fromTablet} { grid-template-columns: 1fr 1fr; }
`;

const Actions = styled.div`
  display: flex;
  gap: 0.75rem;
`;
