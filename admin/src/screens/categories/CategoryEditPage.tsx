import { useMutation, useQuery } from "@apollo/client/react";
import { useNavigate, useParams } from "react-router";
import { PageHeader } from "../../components/PageHeader";
import { ErrorMessage, Loading } from "../../components/QueryState";
import {
  AdminCategoryDocument,
  CreateCategoryDocument,
  UpdateCategoryDocument,
  type CategoryFieldsFragment,
  type CategoryInput,
} from "../../gql/graphql";
import { useSaveOutcome } from "../../hooks/useSaveOutcome";
import { GstRatesPanel } from "../gst/GstRatesPanel";
import { attempt, toCallError } from "@shop/client/call-result";
import { CategoryForm, EMPTY_CATEGORY, type CategoryFormValues } from "./CategoryForm";

const categoryToForm = (category: CategoryFieldsFragment): CategoryFormValues => ({
  name: category.name,
  description: category.description,
  imageUrl: category.image?.url ?? "",
  imageAlt: category.image?.altText ?? "",
  isPublished: category.isPublished,
  handle: category.slug,
  seoTitle: category.seoTitle ?? "",
  seoDescription: category.seoDescription ?? "",
});

const formToCategoryInput = (values: CategoryFormValues): CategoryInput => ({
  name: values.name.trim(),
  description: values.description.trim(),
  image: values.imageUrl ? { url: values.imageUrl, altText: values.imageAlt.trim() } : null,
  isPublished: values.isPublished,
  handle: values.handle.trim() || null,
  seoTitle: values.seoTitle.trim() || null,
  seoDescription: values.seoDescription.trim() || null,
});

/** Add (/admin/categories/new) or edit (/admin/categories/{slug}) a category. */
export function CategoryEditPage() {
  const { slug = "new" } = useParams();
  const adding = slug === "new";
  const navigate = useNavigate();
  const existing = useQuery(AdminCategoryDocument, { variables: { slug }, skip: adding, fetchPolicy: "network-only" });
  const [createCategory] = useMutation(CreateCategoryDocument);
  const [updateCategory] = useMutation(UpdateCategoryDocument);
  const { failure, settle } = useSaveOutcome();
  const category = existing.data?.category;
  const title = adding ? "Add category" : `Edit ${category?.name ?? "category"}`;

  if (!adding && existing.loading) return <Loading label="Loading category…" />;
  if (!adding && !category) {
    return (
      <>
        <PageHeader title={title} />
        {existing.error && (
          <ErrorMessage error={toCallError(existing.error, "Failed to fetch category")} onRetry={() => void existing.refetch()} />
        )}
      </>
    );
  }

  const save = async (values: CategoryFormValues) => {
    const input = formToCategoryInput(values);
    const result = category
      ? await attempt(() => updateCategory({ variables: { id: category.id, input } }), "Failed to update category")
      : await attempt(() => createCategory({ variables: { input } }), "Failed to create category");
    return settle(
      result,
      { success: category ? "Category updated successfully!" : "Category created successfully!", failure: "Failed to update/add category" },
      () => void navigate("/categories"),
    );
  };

  return (
    <>
      <PageHeader title={title} />
      {failure && <ErrorMessage error={failure} />}
      <CategoryForm
        key={category?.id ?? "new"}
        initialValues={category ? categoryToForm(category) : EMPTY_CATEGORY}
        submitLabel={category ? "Update category" : "Create category"}
        onSubmit={save}
      />
      {category && <GstRatesPanel categoryId={category.id} />}
    </>
  );
}
