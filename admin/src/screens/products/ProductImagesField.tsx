import { useFieldArray, type Control, type FieldErrors, type UseFormRegister } from "react-hook-form";
import styled from "styled-components";
import { Button } from "../../components/Button";
import { Field } from "../../components/form/Field";
import { ImageFilesButton } from "../../components/form/ImageFilesButton";
import { ImagePreview } from "../../components/form/ImagePreview";
import { Hint, Input } from "../../components/form/inputs";
import type { ProductFormValues } from "./product-form-values";

const List = styled.ul`
  list-style: none;
  margin: 0 0 1rem;
  padding: 0;
  display: grid;
  gap: 1rem;
  li { display: flex; flex-wrap: wrap; align-items: flex-start; gap: 1rem; }
  li > div { flex: 1; min-width: 12rem; }
`;

interface Props {
  control: Control<ProductFormValues>;
  register: UseFormRegister<ProductFormValues>;
  errors: FieldErrors<ProductFormValues>;
}

/** The product's pictures: pick several files at once, see each, describe each for screen readers. */
export function ProductImagesField({ control, register, errors }: Props) {
  const { fields, append, remove } = useFieldArray({ control, name: "images" });
  return (
    <fieldset>
      <legend>Images</legend>
      <Hint>JPEG, PNG or WebP, up to 5 MB each. The first image is the one shown in lists.</Hint>
      <List>
        {fields.map((image, index) => (
          <li key={image.id}>
            <ImagePreview src={image.url} alt={image.altText || `Image ${index + 1}`} />
            <div>
              <Field label={`Alt text for image ${index + 1}`} error={errors.images?.[index]?.altText?.message}>
                <Input {...register(`images.${index}.altText`, { validate: (v) => v.trim() !== "" || "Alt text is required" })} />
              </Field>
              <Button type="button" $variant="secondary" $small style={{ marginTop: "0.5rem" }} onClick={() => remove(index)}>
                Remove image {index + 1}
              </Button>
            </div>
          </li>
        ))}
      </List>
      <ImageFilesButton
        label="Upload images"
        multiple
        onPick={(picked) => append(picked.map((p) => ({ url: p.url, altText: p.name.replace(/[-_]+/g, " ") })))}
      />
    </fieldset>
  );
}
