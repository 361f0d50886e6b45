import { Button, ButtonLink } from "./Button";

interface Props {
  /** What the row is, for the buttons' accessible names: "Edit Trail Pack", "Delete Trail Pack". */
  name: string;
  /** Where Edit goes; no Edit button without it. */
  editTo?: string;
  onEdit?(): void;
  deleting: boolean;
  onDelete(): void;
}

/** A row's Edit and Delete buttons; Delete is busy while its call runs. */
export function RowActions({ name, editTo, onEdit, deleting, onDelete }: Props) {
  return (
    <>
      {editTo && (
        <ButtonLink to={editTo} $variant="secondary" $small aria-label={`Edit ${name}`}>
          Edit
        </ButtonLink>
      )}
      {onEdit && (
        <Button type="button" $variant="secondary" $small aria-label={`Edit ${name}`} onClick={onEdit}>
          Edit
        </Button>
      )}
      <Button type="button" $variant="danger" $small disabled={deleting} aria-label={`Delete ${name}`} onClick={onDelete}>
        {deleting ? "Deleting…" : "Delete"}
      </Button>
    </>
  );
}
