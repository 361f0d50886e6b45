import { useEffect } from "react";
import type { FieldValues, Path, PathValue, UseFormRegister, UseFormSetValue } from "react-hook-form";
import styled from "styled-components";
import { Button } from "../Button";
import { ImageFilesButton, type PickedImage } from "./ImageFilesButton";
import { ImagePreview } from "./ImagePreview";
import { FieldError, Hint } from "./inputs";

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-start;
  gap: 1rem;
  > div { display: flex; flex-direction: column; gap: 0.5rem; align-items: flex-start; }
`;

interface Props<T extends FieldValues> {
  /** "Category image", "Desktop image": names the buttons and the preview. */
  name: string;
  /** The form field holding the image's URL: a data URL once uploaded, else the stored URL. */
  field: Path<T>;
  url: string;
  previewAlt: string;
  register: UseFormRegister<T>;
  setValue: UseFormSetValue<T>;
  error?: string;
  /** The message when no image is given, for an image the form needs. */
  requiredMessage?: string;
  wide?: boolean;
  onPick?(picked: PickedImage): void;
}

/** One picture in a form: its preview, upload or replace, and removal when it is optional. */
export function ImageUploadField<T extends FieldValues>(props: Props<T>) {
  const { name, field, url, previewAlt, register, setValue, error, requiredMessage, wide, onPick } = props;
  const lower = name.toLowerCase();

  // The URL has no visible input; registering it makes its validation run with the form's.
  useEffect(() => {
    register(field, { validate: (value: string) => !requiredMessage || value !== "" || requiredMessage });
  }, [register, field, requiredMessage]);

  const setUrl = (value: string) => setValue(field, value as PathValue<T, Path<T>>, { shouldDirty: true, shouldValidate: value !== "" });

  return (
    <Row>
      {url ? <ImagePreview src={url} alt={previewAlt} $wide={wide} /> : <Hint>No {lower} chosen.</Hint>}
      <div>
        <ImageFilesButton
          label={url ? `Replace ${lower}` : `Upload ${lower}`}
          onPick={([picked]) => {
            setUrl(picked.url);
            onPick?.(picked);
          }}
        />
        {url && !requiredMessage && (
          <Button type="button" $variant="secondary" $small onClick={() => setUrl("")}>
            Remove {lower}
          </Button>
        )}
        {error && <FieldError role="alert">{error}</FieldError>}
      </div>
    </Row>
  );
}
