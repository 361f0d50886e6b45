import { useForm } from "react-hook-form";
import { Field } from "../../components/form/Field";
import { SaveActions } from "../../components/form/SaveActions";
import { ImageWithAltField } from "../../components/form/ImageWithAltField";
import { CheckboxLabel, FormCard, FormGrid, Input, Textarea } from "../../components/form/inputs";
import { SearchResultPreview } from "../../components/form/SearchResultPreview";
import { showServerProblems } from "../../components/form/server-problems";
import type { FieldProblem } from "@shop/client/call-result";
import { slugify } from "@shop/words/slug";
import { SEO_DESCRIPTION_LENGTH, SEO_TITLE_LENGTH } from "@shop/words/search-engine";

export interface CategoryFormValues {
  name: string;
  description: string;
  imageUrl: string;
  imageAlt: string;
  isPublished: boolean;
  /** The collection's address; empty: built from the name. */
  handle: string;
  seoTitle: string;
  seoDescription: string;
}

export const EMPTY_CATEGORY: CategoryFormValues = {
  name: "",
  description: "",
  imageUrl: "",
  imageAlt: "",
  isPublished: true,
  handle: "",
  seoTitle: "",
  seoDescription: "",
};

/** As the API allows, and about as much as search results show. */

interface Props {
  initialValues: CategoryFormValues;
  submitLabel: string;
  /** Saves; resolves with the server's field problems (empty when saved). */
  onSubmit(values: CategoryFormValues): Promise<FieldProblem[]>;
}

/**
 * A category: name and description required, optional image with alt text, and what search engines
 * show of its collection page (handle, title, description) with a preview of the result.
 */
export function CategoryForm({ initialValues, submitLabel, onSubmit }: Props) {
  const {
    register,
    handleSubmit,
    watch,
    setValue,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<CategoryFormValues>({ defaultValues: initialValues });

  const [name, description, handle, seoTitle, seoDescription] = watch(["name", "description", "handle", "seoTitle", "seoDescription"]);
  const address = `/collections/${slugify(handle) || slugify(name) || "…"}`;

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
        <Field
          label="Handle"
          hint={`The collection's address: ${address}. Leave empty to build it from the name.`}
          error={errors.handle?.message}
        >
          <Input {...register("handle")} placeholder={slugify(name)} />
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
        <Field
          label="Search engine title"
          hint={`${seoTitle.length} of ${SEO_TITLE_LENGTH} characters. Leave empty to use the name.`}
          error={errors.seoTitle?.message}
          wide
        >
          <Input
            {...register("seoTitle", {
              maxLength: { value: SEO_TITLE_LENGTH, message: `Search engine title must be at most ${SEO_TITLE_LENGTH} characters` },
            })}
          />
        </Field>
        <Field
          label="Search engine description"
          hint={`${seoDescription.length} of ${SEO_DESCRIPTION_LENGTH} characters. Leave empty to use the start of the description.`}
          error={errors.seoDescription?.message}
          wide
        >
          <Textarea
            {...register("seoDescription", {
              maxLength: {
                value: SEO_DESCRIPTION_LENGTH,
                message: `Search engine description must be at most ${SEO_DESCRIPTION_LENGTH} characters`,
              },
            })}
          />
        </Field>
        <SearchResultPreview
          title={`${seoTitle.trim() || name.trim() || "Category name"} | Bagzone`}
          url={`${window.location.origin}${address}`}
          description={seoDescription.trim() || description.trim()}
        />
      </FormGrid>
      <SaveActions submitting={isSubmitting} submitLabel={submitLabel} cancelTo="/categories" />
    </FormCard>
  );
}

/** The form's fields that the API names alike (the image's two are named apart). */
const SAME_NAMED: ReadonlyArray<keyof CategoryFormValues> = ["name", "description", "isPublished", "handle", "seoTitle", "seoDescription"];

function categoryField(apiField: string): keyof CategoryFormValues | null {
  const field = apiField.replace(/^input\./, "");
  const sameName = SAME_NAMED.find((name) => name === field);
  if (sameName) return sameName;
  if (field === "image.url" || field === "image") return "imageUrl";
  if (field === "image.altText") return "imageAlt";
  return null;
}
