import { useMutation, useQuery } from "@apollo/client/react";
import { useEffect, useState } from "react";
import styled from "styled-components";
import { Link } from "react-router";
import { ButtonLink } from "../../components/Button";
import { Field } from "../../components/form/Field";
import { Select } from "../../components/form/inputs";
import { ListState } from "../../components/ListState";
import { PageHeader } from "../../components/PageHeader";
import { RowActions } from "../../components/RowActions";
import { SearchBox } from "../../components/SearchBox";
import { StatusBadge } from "../../components/StatusBadge";
import { type ColumnHeading, DataTable, Thumb, Toolbar } from "../../components/Table";
import { AdminProductsDocument, DeleteProductDocument, type ProductSort } from "../../gql/graphql";
import { useAllCategories } from "../../hooks/useAllCategories";
import { useConfirmedDelete } from "../../hooks/useConfirmedDelete";
import { useListParams } from "../../hooks/useListParams";
import { formatIndiaDate } from "@shop/words/india-time";
import { formatRupees } from "@shop/words/money";
import { ProductBulkActions } from "./ProductBulkActions";

/** A column heading that sorts the list by it. */
const SortButton = styled.button`
  all: unset;
  cursor: pointer;
  text-transform: inherit;
  &:focus-visible { outline: 2px solid currentColor; outline-offset: 2px; }
`;

/** The list's sortable columns, each with its two orders (the first is what a first click asks for). */
const SORTABLE: Record<string, [ProductSort, ProductSort]> = {
  Name: ["NAME_ASC", "NAME_DESC"],
  Price: ["PRICE_ASC", "PRICE_DESC"],
  Stock: ["STOCK_ASC", "STOCK_DESC"],
  Updated: ["UPDATED_DESC", "UPDATED_ASC"],
};
const ALL_SORTS = Object.values(SORTABLE).flat();

/** The status filter's choices as the API's isPublished. */
const STATUS: Record<string, boolean> = { active: true, draft: false };

/**
 * Every product, published or not: name, image, price, stock, category, last change; search,
 * status and category filters, column sorts, pages, edit, delete; publish, unpublish or delete
 * the ticked products at once.
 */
export function ProductsPage() {
  const { paging, pager, search, filters, setSearch, setFilter } = useListParams(["category", "status", "sort"] as const);
  const sort = ALL_SORTS.find((s) => s === filters.sort) ?? null;
  const list = useQuery(AdminProductsDocument, {
    variables: {
      filter: {
        includeUnpublished: true,
        search: search || null,
        category: filters.category || null,
        isPublished: STATUS[filters.status] ?? null,
      },
      sort,
      ...paging,
    },
    fetchPolicy: "cache-and-network",
  });
  // Ticked rows of the page shown; a new page, filter or sort starts with none.
  const [ticked, setTicked] = useState<string[]>([]);
  const listKey = JSON.stringify([paging, search, filters]);
  useEffect(() => setTicked([]), [listKey]);
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
        <Field label="Status">
          <Select value={filters.status} onChange={(event) => setFilter("status", event.target.value)}>
            <option value="">All</option>
            <option value="active">Active</option>
            <option value="draft">Draft</option>
          </Select>
        </Field>
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
        {(items) => {
          const everyId = items.map((product) => product.id);
          const allTicked = everyId.length > 0 && everyId.every((id) => ticked.includes(id));
          const heading = (name: string): ColumnHeading => {
            const [first, second] = SORTABLE[name];
            const order = sort === first || sort === second ? (sort.endsWith("_ASC") ? "ascending" : "descending") : "none";
            return {
              key: name,
              sort: order,
              content: (
                <SortButton type="button" onClick={() => setFilter("sort", sort === first ? second : first)}>
                  {name}
                  <span aria-hidden="true">{order === "ascending" ? " ▲" : order === "descending" ? " ▼" : ""}</span>
                </SortButton>
              ),
            };
          };
          return (
            <>
              <ProductBulkActions ids={ticked} onDone={() => refetch().then(() => setTicked([]))} />
              <DataTable
                caption="Products"
                columns={[
                  {
                    key: "select",
                    content: (
                      <input
                        type="checkbox"
                        aria-label="Select every product on this page"
                        checked={allTicked}
                        onChange={() => setTicked(allTicked ? [] : everyId)}
                      />
                    ),
                  },
                  "Image",
                  heading("Name"),
                  heading("Price"),
                  heading("Stock"),
                  "Category",
                  heading("Updated"),
                  "Actions",
                ]}
                busy={loading}
              >
                {items.map((product) => {
                  const image = product.images[0];
                  return (
                    <tr key={product.id}>
                      <td>
                        <input
                          type="checkbox"
                          aria-label={`Select ${product.name}`}
                          checked={ticked.includes(product.id)}
                          onChange={() =>
                            setTicked((now) => (now.includes(product.id) ? now.filter((id) => id !== product.id) : [...now, product.id]))
                          }
                        />
                      </td>
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
                      <td className="nowrap">{formatIndiaDate(product.updatedAt)}</td>
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
            </>
          );
        }}
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
