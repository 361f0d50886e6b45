import { useId } from "react";
import { Controller, useForm, type FieldPath } from "react-hook-form";
import { CheckboxGroup } from "../../components/form/CheckboxGroup";
import { Field } from "../../components/form/Field";
import { SaveActions } from "../../components/form/SaveActions";
import { CheckboxLabel, FieldError, FormCard, FormGrid, Input, Label, Select, Textarea } from "../../components/form/inputs";
import { RichTextEditor } from "../../components/form/RichTextEditor";
import { inRupees, isNumber, notNegative } from "../../components/form/rules";
import { showServerProblems } from "../../components/form/server-problems";
import type { FieldProblem } from "@shop/client/call-result";
import { slugify } from "@shop/words/slug";
import { ProductImagesField } from "./ProductImagesField";
import { choices, gridCells, NEW_CELL, PRODUCT_GENDERS, withExisting, type ProductFormValues } from "./product-form-values";
import { VariantGrid } from "./VariantGrid";
import { SEO_DESCRIPTION_LENGTH, SEO_TITLE_LENGTH } from "@shop/words/search-engine";

interface Props {
  initialValues: ProductFormValues;
  categories: { id: string; name: string }[];
  /** The sizes, colours and materials a product may have: the API's productOptions. */
  options: { sizes: string[]; colors: string[]; materials: string[] };
  submitLabel: string;
  /** Saves; resolves with the server's field problems (empty when saved). */
  onSubmit(values: ProductFormValues): Promise<FieldProblem[]>;
}

/**
 * Every product field with the form's validation messages. Nothing is sent while
 * a field is invalid; the server's own messages land on the fields they name.
 */
export function ProductForm({ initialValues, categories, options, submitLabel, onSubmit }: Props) {
  const descriptionLabel = useId();
  const descriptionError = useId();
  const {
    register,
    control,
    handleSubmit,
    watch,
    setValue,
    getValues,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<ProductFormValues>({ defaultValues: initialValues });

  // Everything, so the stock total follows each cell of the grid as it is typed.
  const values = watch();
  const submit = async (values: ProductFormValues) => {
    const problems = await onSubmit(values);
    showServerProblems(problems, setError, productField);
  };

  const number = (field: NumberField, label: string, rules: { required?: string; negative?: string; rupees?: true }, step = "0.01") => (
    <Field label={label} error={errors[field]?.message}>
      <Input
        type="number"
        inputMode="decimal"
        step={step}
        min={0}
        {...register(field, {
          required: rules.required,
          validate: {
            isNumber: (v: string) => isNumber(v),
            ...(rules.negative ? { notNegative: notNegative(rules.negative) } : {}),
            ...(rules.rupees ? { inRupees } : {}),
          },
        })}
      />
    </Field>
  );

  return (
    <FormCard noValidate onSubmit={handleSubmit(submit)} aria-label="Product">
      <FormGrid>
        <Field label="Product name" error={errors.name?.message}>
          <Input {...register("name", { validate: (v) => v.trim() !== "" || "Product name is required" })} />
        </Field>
        <Field
          label="Handle"
          hint={`The product's address: /product/${slugify(values.handle) || slugify(values.name) || "…"}. Leave empty to build it from the name.`}
          error={errors.handle?.message}
        >
          <Input {...register("handle")} placeholder={slugify(values.name)} />
        </Field>
        <Field label="SKU" hint="Leave empty to have one made for you." error={errors.sku?.message}>
          <Input {...register("sku")} />
        </Field>
        <Field label="Category" error={errors.categoryId?.message}>
          <Select {...register("categoryId", { required: "Category is required" })}>
            <option value="">Choose a category</option>
            {categories.map((category) => (
              <option key={category.id} value={category.id}>
                {category.name}
              </option>
            ))}
          </Select>
        </Field>
        <Field label="Brand" error={errors.brand?.message}>
          <Input {...register("brand")} />
        </Field>
        <Field label="Collection" error={errors.collection?.message}>
          <Input {...register("collection")} />
        </Field>

        <div style={{ gridColumn: "1 / -1" }}>
          <Label as="span" id={descriptionLabel}>
            Description
          </Label>
          <Controller
            control={control}
            name="description"
            rules={{ validate: (v) => v.replace(/<[^>]*>/g, "").trim() !== "" || "Description is required" }}
            render={({ field }) => (
              <RichTextEditor
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                labelId={descriptionLabel}
                describedBy={errors.description ? descriptionError : undefined}
                invalid={Boolean(errors.description)}
              />
            )}
          />
          {errors.description && <FieldError id={descriptionError}>{errors.description.message}</FieldError>}
        </div>

        {number("price", "Price (Rs.)", { required: "Price is required", negative: "Price cannot be negative", rupees: true })}
        {number("discountPrice", "Discount price (Rs.)", { negative: "Discount price cannot be negative", rupees: true })}
        <Field label="Stock" hint="The sum of the variants' stock below.">
          <Input readOnly value={totalStock(values.sizes, values.colors, values.variants)} />
        </Field>
        {number("weight", "Weight (kg)", { negative: "Weight cannot be negative" })}
        {number("length", "Length (cm)", { negative: "Length cannot be negative" })}
        {number("width", "Width (cm)", { negative: "Width cannot be negative" })}
        {number("height", "Height (cm)", { negative: "Height cannot be negative" })}

        <CheckboxGroup
          legend="Sizes"
          options={withExisting(choices(options.sizes), initialValues.sizes)}
          registration={register("sizes")}
        />
        <CheckboxGroup
          legend="Colors"
          options={withExisting(choices(options.colors), initialValues.colors)}
          registration={register("colors")}
        />
        <div style={{ gridColumn: "1 / -1" }}>
          <VariantGrid
            sizes={watch("sizes")}
            colors={watch("colors")}
            productSku={watch("sku")}
            colorPhotos={watch("colorPhotos")}
            register={register}
            setValue={setValue}
            getValues={getValues}
            errors={errors}
          />
        </div>

        <Field label="Gender" error={errors.gender?.message}>
          <Select {...register("gender")}>
            <option value="">Not set</option>
            {PRODUCT_GENDERS.map((gender) => (
              <option key={gender} value={gender}>
                {gender}
              </option>
            ))}
          </Select>
        </Field>
        <Field label="Material" hint="Add materials under Products, Options." error={errors.material?.message}>
          <Select {...register("material")}>
            <option value="">Not set</option>
            {withExisting(choices(options.materials), initialValues.material ? [initialValues.material] : []).map((material) => (
              <option key={material.value} value={material.value}>
                {material.label}
              </option>
            ))}
          </Select>
        </Field>
        <Field label="Tags" hint="Separate tags with commas." error={errors.tags?.message} wide>
          <Input {...register("tags")} />
        </Field>

        <Field
          label="Search engine title"
          hint={`Shown in search results and link previews, before "| Bagzone". Leave empty for the product name.`}
          error={errors.seoTitle?.message}
          wide
        >
          <Input
            {...register("seoTitle", {
              maxLength: { value: SEO_TITLE_LENGTH, message: `Search engine title must be at most ${SEO_TITLE_LENGTH} characters` },
            })}
            placeholder={values.name}
          />
        </Field>
        <Field
          label="Search engine description"
          hint="Shown under the title in search results and link previews. Leave empty for the start of the description."
          error={errors.seoDescription?.message}
          wide
        >
          <Textarea
            rows={3}
            {...register("seoDescription", {
              maxLength: {
                value: SEO_DESCRIPTION_LENGTH,
                message: `Search engine description must be at most ${SEO_DESCRIPTION_LENGTH} characters`,
              },
            })}
          />
        </Field>

        <div style={{ gridColumn: "1 / -1" }}>
          <ProductImagesField control={control} register={register} errors={errors} />
        </div>

        <div>
          <CheckboxLabel>
            <input type="checkbox" {...register("isPublished")} />
            Published
          </CheckboxLabel>
          <CheckboxLabel style={{ marginLeft: "1.5rem" }}>
            <input type="checkbox" {...register("isFeatured")} />
            Featured
          </CheckboxLabel>
        </div>
      </FormGrid>
      <SaveActions submitting={isSubmitting} submitLabel={submitLabel} cancelTo="/products" />
    </FormCard>
  );
}

/** The sold cells' stock added up, as the product's stock will be. */
function totalStock(sizes: string[], colors: string[], variants: ProductFormValues["variants"]): number {
  return gridCells(sizes, colors).reduce((sum, { key }) => {
    const cell = variants[key] ?? NEW_CELL;
    return sum + (cell.enabled ? Number(cell.countInStock) || 0 : 0);
  }, 0);
}

type NumberField = "price" | "discountPrice" | "weight" | "length" | "width" | "height";

/** The API's field names (`dimensions.length`, `category`) to the form's. */
function productField(apiField: string): FieldPath<ProductFormValues> | null {
  // Amounts are typed in rupees into the fields the API names with "Paise" (pricePaise: price).
  const field = apiField
    .replace(/^input\./, "")
    .replace(/^dimensions\./, "")
    .replace(/Paise$/, "");
  if (field === "category") return "categoryId";
  if (/^images\.\d+\.altText$/.test(field)) return field as FieldPath<ProductFormValues>;
  return field in FIELD_NAMES ? (field as FieldPath<ProductFormValues>) : null;
}

const FIELD_NAMES: Record<string, true> = Object.fromEntries(
  [
    "name",
    "handle",
    "seoTitle",
    "seoDescription",
    "sku",
    "brand",
    "collection",
    "categoryId",
    "description",
    "price",
    "discountPrice",
    "weight",
    "length",
    "width",
    "height",
    "tags",
    "material",
    "gender",
  ].map((f) => [f, true]),
);
