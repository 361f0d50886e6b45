import { Button, ButtonLink } from "../Button";
import { FormActions } from "./inputs";

/** A form's save button (busy while saving) and a way back to the list without saving. */
export function SaveActions({ submitting, submitLabel, cancelTo }: { submitting: boolean; submitLabel: string; cancelTo: string }) {
  return (
    <FormActions>
      <Button type="submit" disabled={submitting}>
        {submitting ? "Saving…" : submitLabel}
      </Button>
      <ButtonLink to={cancelTo} $variant="secondary">
        Cancel
      </ButtonLink>
    </FormActions>
  );
}
