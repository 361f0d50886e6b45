import type { FieldErrors, FieldValues, Path, PathValue, UseFormRegister, UseFormSetValue } from "react-hook-form";
import { Field } from "./Field";
import { ImageUploadField } from "./ImageUploadField";
import { Input } from "./inputs";

interface Props<T extends FieldValues> {
  legend: string;
  urlField: Path<T>;
  altField: Path<T>;
  url: string;
  altText: string;
  register: UseFormRegister<T>;
  setValue: UseFormSetValue<T>;
  errors: FieldErrors<T>;
}

/** An optional picture with its alt text (a category's): the alt text is needed once there is a picture. */
export function ImageWithAltField<T extends FieldValues>(props: Props<T>) {
  const { legend, urlField, altField, url, altText, register, setValue, errors } = props;
  const message = (field: Path<T>) => {
    const text = errors[field]?.message;
    return typeof text === "string" ? text : undefined;
  };
  return (
    <fieldset>
      <legend>{legend}</legend>
      <ImageUploadField
        name={legend}
        field={urlField}
        url={url}
        previewAlt={altText || legend}
        register={register}
        setValue={setValue}
        error={message(urlField)}
        onPick={(picked) => {
          if (!altText) setValue(altField, picked.name.replace(/[-_]+/g, " ") as PathValue<T, Path<T>>, { shouldDirty: true });
        }}
      />
      <div style={{ marginTop: "0.75rem" }}>
        <Field label={`${legend} alt text`} error={message(altField)}>
          <Input
            {...register(altField, { validate: (v: string, values: T) => !values[urlField] || v.trim() !== "" || "Alt text is required" })}
          />
        </Field>
      </div>
    </fieldset>
  );
}
