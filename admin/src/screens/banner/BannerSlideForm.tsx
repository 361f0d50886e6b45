import { useForm } from "react-hook-form";
import styled from "styled-components";
import { Button } from "../../components/Button";
import { Field } from "../../components/form/Field";
import { ImageUploadField } from "../../components/form/ImageUploadField";
import { CheckboxLabel, FormActions, FormCard, FormGrid, Input } from "../../components/form/inputs";
import { showServerProblems } from "../../components/form/server-problems";
import type { FieldProblem } from "@shop/client/call-result";

export interface BannerSlideFormValues {
  desktopImage: string;
  mobileImage: string;
  altText: string;
  headline: string;
  text: string;
  buttonLabel: string;
  link: string;
  position: string;
  isActive: boolean;
}

export const EMPTY_SLIDE: BannerSlideFormValues = {
  desktopImage: "",
  mobileImage: "",
  altText: "",
  headline: "",
  text: "",
  buttonLabel: "",
  link: "",
  position: "0",
  isActive: true,
};

/** Where a click on the slide may go: a path in the shop or a web address. */
const LINK = /^(\/[^\s]*|https?:\/\/[^\s]+)$/;

const Previews = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(18rem, 100%), 1fr));
  gap: 1rem;
  fieldset { min-width: 0; }
`;

interface Props {
  initialValues: BannerSlideFormValues;
  submitLabel: string;
  onSubmit(values: BannerSlideFormValues): Promise<FieldProblem[]>;
  onCancel(): void;
}

/**
 * One slide of the home banner: the picture for screens from 768px wide and the one for phones,
 * what it shows (alt text), the offer as text over it (headline, a line, a button), where the button goes, its place in the rotation and whether it shows.
 */
export function BannerSlideForm({ initialValues, submitLabel, onSubmit, onCancel }: Props) {
  const {
    register,
    handleSubmit,
    watch,
    setValue,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<BannerSlideFormValues>({ defaultValues: initialValues });
  const altText = watch("altText");

  const submit = async (values: BannerSlideFormValues) => {
    const problems = await onSubmit(values);
    showServerProblems(problems, setError, (field) => (field in EMPTY_SLIDE ? (field as keyof BannerSlideFormValues) : null));
  };

  return (
    <FormCard noValidate onSubmit={handleSubmit(submit)} aria-label="Banner slide">
      <Previews>
        <fieldset>
          <legend>Desktop image (768px and wider)</legend>
          <ImageUploadField
            name="Desktop image"
            field="desktopImage"
            url={watch("desktopImage")}
            previewAlt={altText || "Desktop image"}
            register={register}
            setValue={setValue}
            error={errors.desktopImage?.message}
            requiredMessage="Desktop image is required"
            wide
          />
        </fieldset>
        <fieldset>
          <legend>Mobile image (narrower than 768px)</legend>
          <ImageUploadField
            name="Mobile image"
            field="mobileImage"
            url={watch("mobileImage")}
            previewAlt={altText || "Mobile image"}
            register={register}
            setValue={setValue}
            error={errors.mobileImage?.message}
            requiredMessage="Mobile image is required"
          />
        </fieldset>
      </Previews>
      <FormGrid style={{ marginTop: "1rem" }}>
        <Field label="Alt text" hint="What the slide shows, for people who cannot see it." error={errors.altText?.message}>
          <Input {...register("altText", { validate: (v) => v.trim() !== "" || "Alt text is required" })} />
        </Field>
        <Field label="Headline" hint="Optional: the offer in a few words, shown as text over the picture." error={errors.headline?.message}>
          <Input {...register("headline", { maxLength: { value: 80, message: "Headline must be at most 80 characters" } })} />
        </Field>
        <Field label="Text" hint="Optional: a line under the headline." error={errors.text?.message}>
          <Input {...register("text", { maxLength: { value: 160, message: "Text must be at most 160 characters" } })} />
        </Field>
        <Field label="Button label" hint="Optional: e.g. Shop wallets. The button goes to the link." error={errors.buttonLabel?.message}>
          <Input {...register("buttonLabel", { maxLength: { value: 30, message: "Button label must be at most 30 characters" } })} />
        </Field>
        <Field
          label="Link"
          hint="Where the button goes (or the picture, without a button): a shop path like /collections/wallets, or a web address."
          error={errors.link?.message}
        >
          <Input
            {...register("link", {
              validate: {
                form: (v) =>
                  v.trim() === "" || LINK.test(v.trim()) || "Link must be a path like /collections/wallets or an http(s) address",
                forButton: (v, values) => v.trim() !== "" || values.buttonLabel.trim() === "" || "A button needs a link",
              },
            })}
          />
        </Field>
        <Field label="Position" hint="Slides show in ascending position." error={errors.position?.message}>
          <Input
            type="number"
            inputMode="numeric"
            step="1"
            min={0}
            {...register("position", {
              validate: {
                required: (v) => v.trim() !== "" || "Position is required",
                whole: (v) => Number.isInteger(Number(v)) || "Position must be a whole number",
                notNegative: (v) => Number(v) >= 0 || "Position cannot be negative",
              },
            })}
          />
        </Field>
        <CheckboxLabel>
          <input type="checkbox" {...register("isActive")} />
          Active (shown on the home page)
        </CheckboxLabel>
      </FormGrid>
      <FormActions>
        <Button type="submit" disabled={isSubmitting}>
          {isSubmitting ? "Saving…" : submitLabel}
        </Button>
        <Button type="button" $variant="secondary" onClick={onCancel}>
          Cancel
        </Button>
      </FormActions>
    </FormCard>
  );
}
