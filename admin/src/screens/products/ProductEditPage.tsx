import { useMutation, useQuery } from "@apollo/client/react";
import { useNavigate, useParams } from "react-router";
import { PageHeader } from "../../components/PageHeader";
import { ErrorMessage, Loading } from "../../components/QueryState";
import { AdminProductDocument, CreateProductDocument, ProductOptionsDocument, UpdateProductDocument } from "../../gql/graphql";
import { useAllCategories } from "../../hooks/useAllCategories";
import { useSaveOutcome } from "../../hooks/useSaveOutcome";
import { GstRatesPanel } from "../gst/GstRatesPanel";
import { attempt, toCallError } from "@shop/client/call-result";
import { ProductForm } from "./ProductForm";
import { EMPTY_PRODUCT, type ProductFormValues } from "./product-form-values";
import { formToProductInput, productToForm } from "./product-values";

/** Add (/admin/products/new) or edit (/admin/products/{slug}) a product on one form. */
export function ProductEditPage() {
  const { slug = "new" } = useParams();
  const adding = slug === "new";
  const navigate = useNavigate();
  const existing = useQuery(AdminProductDocument, { variables: { idOrSlug: slug }, skip: adding, fetchPolicy: "network-only" });
  const categories = useAllCategories();
  // The sizes and colours the shop's filters and API use, so the form offers the same ones.
  const options = useQuery(ProductOptionsDocument);
  const [createProduct] = useMutation(CreateProductDocument);
  const [updateProduct] = useMutation(UpdateProductDocument);
  const { failure, settle } = useSaveOutcome();
  const product = existing.data?.product;
  const title = adding ? "Add product" : `Edit ${product?.name ?? "product"}`;

  if ((!adding && existing.loading) || categories.loading || options.loading) return <Loading label="Loading product…" />;
  const loadError = existing.error ?? categories.error ?? options.error;
  if (loadError || (!adding && !product)) {
    return (
      <>
        <PageHeader title={title} />
        {loadError && (
          <ErrorMessage
            error={toCallError(loadError, existing.error ? "Failed to fetch products" : "Failed to fetch categories")}
            onRetry={() => void (existing.error ? existing.refetch() : categories.error ? categories.refetch() : options.refetch())}
          />
        )}
      </>
    );
  }

  const save = async (values: ProductFormValues) => {
    const input = formToProductInput(values);
    const result = product
      ? await attempt(() => updateProduct({ variables: { id: product.id, input } }), "Failed to update product")
      : await attempt(() => createProduct({ variables: { input } }), "Failed to create product");
    return settle(
      result,
      { success: product ? "Product updated successfully!" : "Product created successfully!", failure: "Failed to update/add product" },
      () => void navigate("/products"),
    );
  };

  return (
    <>
      <PageHeader title={title} />
      {failure && <ErrorMessage error={failure} />}
      <ProductForm
        key={product?.id ?? "new"}
        initialValues={product ? productToForm(product) : EMPTY_PRODUCT}
        categories={categories.categories}
        options={options.data?.productOptions ?? { sizes: [], colors: [], materials: [] }}
        submitLabel={product ? "Update product" : "Create product"}
        onSubmit={save}
      />
      {product && <GstRatesPanel productId={product.id} />}
    </>
  );
}
