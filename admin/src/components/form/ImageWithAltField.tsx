import type { FieldErrors, FieldValues, Path, UseFormRegister, UseFormSetValue } from "react-hook-form";
import styled from "styled-components";
import { Button } from "../Button";
import { Field } from "./Field";
import { ImageFilesButton } from "./ImageFilesButton";
import { ImagePreview } from "./ImagePreview";
import { FieldError, Hint, Input } from "./inputs";

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-start;
  gap: 1rem;
  > div { flex: 1; min-width: 12rem; display: flex; flex-direction: column; gap: 0.5rem; align-items: flex-start; }
`;

interface Props<T extends FieldValues> {
  legend: string;
  /** Form fields holding the image's URL (a data URL once uploaded) and its alt text. */
  urlField: Path<T>;
  altField: Path<T>;
  url: string;
  altText: string;
  register: UseFormRegister<T>;
  setValue: UseFormSetValue<T>;
  errors: FieldErrors<T>;
  /** Whether an image must be given (a banner slide's desktop image) or may be left out (a category's). */
  required?: { image: string; alt: string };
  wide?: boolean;
}

/** One image with preview, upload, removal and alt text, for forms that have a single picture. */
export function ImageWithAltField<T extends FieldValues>(props: Props<T>) {
  const { legend, urlField, altField, url, altText, register, setValue, errors, required, wide } = props;
  const urlError = errors[urlField]?.message;
  const altError = errors[altField]?.message;
  const setUrl = (value: string) => setValue(urlField, value as T[Path<T>], { shouldDirty: true, shouldValidate: Boolean(value) });
  // The URL is kept in a hidden registered input so its validation runs with the form's.
  register(urlField, { validate: (v: string) => !required || v !== "" || required.image });

  return (
    <fieldset>
      <legend>{legend}</legend>
      <Row>
        {url ? <ImagePreview src={url} alt={altText || legend} $wide={wide} /> : <Hint>No image chosen.</Hint>}
        <div>
          <ImageFilesButton
            label={url ? `Replace ${legend.toLowerCase()}` : `Upload ${legend.toLowerCase()}`}
            onPick={([picked]) => {
              setUrl(picked.url);
              if (!altText) setValue(altField, picked.name.replace(/[-_]+/g, " ") as T[Path<T>], { shouldDirty: true });
            }}
          />
          {url && !required && (
            <Button type="button" $variant="secondary" $small onClick={() => setUrl("")}>
              Remove {legend.toLowerCase()}
            </Button>
          )}
          {typeof urlError === "string" && <FieldError role="alert">{urlError}</FieldError>}
        </div>
      </Row>
      <div style={{ marginTop: "0.75rem" }}>
        <Field label={`${legend} alt text`} error={typeof altError === "string" ? altError : undefined}>
          <Input
            {...register(altField, {
              validate: (v: string, values: T) => !(required || values[urlField]) || v.trim() !== "" || (required?.alt ?? "Alt text is required"),
            })}
          />
        </Field>
      </div>
    </fieldset>
  );
}
