import { useMutation, useQuery } from "@apollo/client/react";
import { Link } from "react-router";
import { ButtonLink } from "../../components/Button";
import { Field } from "../../components/form/Field";
import { Select } from "../../components/form/inputs";
import { ListState } from "../../components/ListState";
import { PageHeader } from "../../components/PageHeader";
import { RowActions } from "../../components/RowActions";
import { SearchBox } from "../../components/SearchBox";
import { StatusBadge } from "../../components/StatusBadge";
import { DataTable, Thumb, Toolbar } from "../../components/Table";
import { AdminProductsDocument, DeleteProductDocument } from "../../gql/graphql";
import { useAllCategories } from "../../hooks/useAllCategories";
import { useConfirmedDelete } from "../../hooks/useConfirmedDelete";
import { useListParams } from "../../hooks/useListParams";
import { formatRupees } from "@shop/words/money";

/** Every product, published or not: name, image, price, stock, category; search, pages, edit, delete. */
export function ProductsPage() {
  const { paging, pager, search, filters, setSearch, setFilter } = useListParams(["category"] as const);
  const list = useQuery(AdminProductsDocument, {
    variables: {
      filter: { includeUnpublished: true, search: search || null, category: filters.category || null },
      ...paging,
    },
    fetchPolicy: "cache-and-network",
  });
  const { data, previousData, loading, refetch } = list;
  const { categories } = useAllCategories();
  const [deleteProduct] = useMutation(DeleteProductDocument);
  const { confirmAndDelete, deleting } = useConfirmedDelete();
  const products = (data ?? previousData)?.products;

  const remove = (id: string, name: string) =>
    confirmAndDelete({
      id,
      what: `the product ${name}`,
      success: "Product deleted successfully!",
      failure: "Failed to delete product. Please try again.",
      call: () => deleteProduct({ variables: { id } }),
      then: refetch,
    });

  return (
    <>
      <PageHeader title="Products">
        <ButtonLink to="/products/options" $variant="secondary">
          Options
        </ButtonLink>{" "}
        <ButtonLink to="/products/csv" $variant="secondary">
          Import / export CSV
        </ButtonLink>{" "}
        <ButtonLink to="/products/new">Add product</ButtonLink>
      </PageHeader>
      <Toolbar role="search">
        <SearchBox label="Search products" value={search} onSearch={setSearch} />
        <Field label="Category">
          <Select value={filters.category} onChange={(event) => setFilter("category", event.target.value)}>
            <option value="">All categories</option>
            {categories.map((category) => (
              <option key={category.id} value={category.slug}>
                {category.name}
              </option>
            ))}
          </Select>
        </Field>
      </Toolbar>
      <ListState
        items={products?.nodes}
        query={list}
        failure="Failed to fetch admin products"
        loadingLabel="Loading products…"
        empty={search ? `No products match “${search}”.` : "No products yet."}
        pages={{ of: products, pager }}
      >
        {(items) => (
          <DataTable caption="Products" columns={["Image", "Name", "Price", "Stock", "Category", "Actions"]} busy={loading}>
            {items.map((product) => {
              const image = product.images[0];
              return (
                <tr key={product.id}>
                  <td>{image ? <Thumb src={image.url} alt={image.altText} /> : "—"}</td>
                  <td>
                    <Link to={`/products/${product.slug}`}>{product.name}</Link>
                    {!product.isPublished && (
                      <>
                        {" "}
                        <StatusBadge color="gray">Draft</StatusBadge>
                      </>
                    )}
                  </td>
                  <td className="nowrap">
                    {product.discountPrice ? (
                      <>
                        {formatRupees(product.discountPrice.paise)} <s aria-label="was">{formatRupees(product.price.paise)}</s>
                      </>
                    ) : (
                      formatRupees(product.price.paise)
                    )}
                  </td>
                  <td>
                    <StockCell total={product.countInStock} variants={product.variants} />
                  </td>
                  <td>{product.category.name}</td>
                  <td className="actions">
                    <RowActions
                      name={product.name}
                      editTo={`/products/${product.slug}`}
                      deleting={deleting === product.id}
                      onDelete={() => void remove(product.id, product.name)}
                    />
                  </td>
                </tr>
              );
            })}
          </DataTable>
        )}
      </ListState>
    </>
  );
}

/** The product's total stock, and which of its variants are sold out when some are. */
function StockCell({ total, variants }: { total: number; variants: { label: string; countInStock: number }[] }) {
  if (total === 0) return <StatusBadge color="red">Out of stock</StatusBadge>;
  const soldOut = variants.filter((v) => v.countInStock <= 0).map((v) => v.label);
  return (
    <>
      {total}
      {soldOut.length > 0 && (
        <>
          {" "}
          <StatusBadge color="red">{`${soldOut.length} sold out`}</StatusBadge>
          <span className="visually-hidden">: {soldOut.join("; ")}</span>
        </>
      )}
    </>
  );
}
