import { useForm } from "react-hook-form";
import { Field } from "../../components/form/Field";
import { SaveActions } from "../../components/form/SaveActions";
import { ImageWithAltField } from "../../components/form/ImageWithAltField";
import { CheckboxLabel, FormCard, FormGrid, Input, Textarea } from "../../components/form/inputs";
import { showServerProblems } from "../../components/form/server-problems";
import type { FieldProblem } from "@shop/client/call-result";
import { slugify } from "@shop/words/slug";

export interface CategoryFormValues {
  name: string;
  description: string;
  imageUrl: string;
  imageAlt: string;
  isPublished: boolean;
}

export const EMPTY_CATEGORY: CategoryFormValues = { name: "", description: "", imageUrl: "", imageAlt: "", isPublished: true };

interface Props {
  initialValues: CategoryFormValues;
  submitLabel: string;
  /** Saves; resolves with the server's field problems (empty when saved). */
  onSubmit(values: CategoryFormValues): Promise<FieldProblem[]>;
}

/** A category: name and description required, slug from the name, optional image with alt text. */
export function CategoryForm({ initialValues, submitLabel, onSubmit }: Props) {
  const {
    register,
    handleSubmit,
    watch,
    setValue,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<CategoryFormValues>({ defaultValues: initialValues });

  const submit = async (values: CategoryFormValues) => {
    const problems = await onSubmit(values);
    showServerProblems(problems, setError, categoryField);
  };

  return (
    <FormCard noValidate onSubmit={handleSubmit(submit)} aria-label="Category">
      <FormGrid>
        <Field label="Category name" error={errors.name?.message}>
          <Input {...register("name", { validate: (v) => v.trim() !== "" || "Category name is required" })} />
        </Field>
        <Field label="Slug" hint="Built from the name; used in /collections/{slug}.">
          <Input readOnly value={slugify(watch("name"))} />
        </Field>
        <Field label="Description" error={errors.description?.message} wide>
          <Textarea {...register("description", { validate: (v) => v.trim() !== "" || "Description is required" })} />
        </Field>
        <div style={{ gridColumn: "1 / -1" }}>
          <ImageWithAltField
            legend="Category image"
            urlField="imageUrl"
            altField="imageAlt"
            url={watch("imageUrl")}
            altText={watch("imageAlt")}
            register={register}
            setValue={setValue}
            errors={errors}
          />
        </div>
        <CheckboxLabel>
          <input type="checkbox" {...register("isPublished")} />
          Published
        </CheckboxLabel>
      </FormGrid>
      <SaveActions submitting={isSubmitting} submitLabel={submitLabel} cancelTo="/categories" />
    </FormCard>
  );
}

function categoryField(apiField: string): keyof CategoryFormValues | null {
  const field = apiField.replace(/^input\./, "");
  if (field === "name" || field === "description" || field === "isPublished") return field;
  if (field === "image.url" || field === "image") return "imageUrl";
  if (field === "image.altText") return "imageAlt";
  return null;
}
