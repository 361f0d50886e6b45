import { ApolloClient, InMemoryCache } from "@apollo/client";
import { ApolloProvider } from "@apollo/client/react";
import { MockLink } from "@apollo/client/testing";
import { screen, waitFor, within } from "@testing-library/react";
import { ConfirmProvider } from "../src/components/ConfirmDialog";
import {
  AdminCategoriesDocument,
  AdminProductsDocument,
  DeleteProductsDocument,
  type ProductFilterInput,
  type ProductSort,
  PublishProductsDocument,
} from "../src/gql/graphql";
import { ProductsPage } from "../src/screens/products/ProductsPage";
import { onePage } from "./one-page";
import { renderInApp } from "./render";

const product = (n: number, name: string, isPublished: boolean) => ({
  __typename: "Product" as const,
  id: `3f1c2a9e-0000-4000-8000-00000000000${n}`,
  name,
  slug: name.toLowerCase().replace(/ /g, "-"),
  sku: `SKU-${n}`,
  countInStock: n * 3,
  variants: [],
  isPublished,
  updatedAt: "2026-11-20T10:00:00.000Z",
  price: { __typename: "Money" as const, paise: 1000_00 * n },
  discountPrice: null,
  images: [],
  category: { __typename: "Category" as const, id: "c1", name: "Totes" },
});
const TOTE = product(1, "Canvas Tote", false);
const SLING = product(2, "Leather Sling", true);

function listMock(filter: Partial<ProductFilterInput>, sort: ProductSort | null, nodes: ReturnType<typeof product>[], asked?: jest.Mock) {
  return {
    request: {
      query: AdminProductsDocument,
      variables: {
        filter: { includeUnpublished: true, search: null, category: null, isPublished: null, ...filter },
        sort,
        first: 20,
        after: null,
      },
    },
    result: () => {
      asked?.();
      return { data: { products: onePage("ProductConnection", nodes) } };
    },
    maxUsageCount: Number.POSITIVE_INFINITY,
  };
}

function setup(mocks: unknown[]) {
  const categories = {
    request: { query: AdminCategoriesDocument, variables: { first: 100 } },
    result: { data: { categories: onePage("CategoryConnection", []) } },
    maxUsageCount: Number.POSITIVE_INFINITY,
  };
  const link = new MockLink([categories, ...(mocks as MockLink.MockedResponse[])], { defaultOptions: { delay: 0 } });
  const client = new ApolloClient({ link, cache: new InMemoryCache() });
  return renderInApp(
    <ApolloProvider client={client}>
      <ConfirmProvider>
        <ProductsPage />
      </ConfirmProvider>
    </ApolloProvider>,
  );
}

it("publishes the ticked products at once, then reads the list again and clears the selection", async () => {
  const listed = jest.fn();
  const published = jest.fn(() => ({
    data: { publishProducts: [{ __typename: "Product", id: TOTE.id, isPublished: true, updatedAt: TOTE.updatedAt }] },
  }));
  const { user } = setup([
    listMock({}, null, [TOTE, SLING], listed),
    { request: { query: PublishProductsDocument, variables: { ids: [TOTE.id] } }, result: published },
  ]);
  const table = within(await screen.findByRole("table", { name: "Products" }));
  expect(screen.queryByRole("group", { name: "Selected products" })).not.toBeInTheDocument();

  await user.click(table.getByRole("checkbox", { name: "Select Canvas Tote" }));
  const bar = within(screen.getByRole("group", { name: "Selected products" }));
  expect(bar.getByText("1 product selected")).toBeInTheDocument();
  const before = listed.mock.calls.length;
  await user.click(bar.getByRole("button", { name: "Publish" }));

  await screen.findByRole("table", { name: "Products" });
  expect(published).toHaveBeenCalledTimes(1);
  await screen.findByRole("checkbox", { name: "Select Canvas Tote", checked: false });
  expect(listed.mock.calls.length).toBeGreaterThan(before);
  expect(screen.queryByRole("group", { name: "Selected products" })).not.toBeInTheDocument();
});

it("selects the whole page with one box, and asks before deleting them", async () => {
  const deleted = jest.fn(() => ({
    data: {
      deleteProducts: [
        { __typename: "Deleted", id: TOTE.id },
        { __typename: "Deleted", id: SLING.id },
      ],
    },
  }));
  const { user } = setup([
    listMock({}, null, [TOTE, SLING]),
    { request: { query: DeleteProductsDocument, variables: { ids: [TOTE.id, SLING.id] } }, result: deleted },
  ]);
  const table = within(await screen.findByRole("table", { name: "Products" }));
  await user.click(table.getByRole("checkbox", { name: "Select every product on this page" }));
  expect(table.getByRole("checkbox", { name: "Select Leather Sling" })).toBeChecked();
  const bar = within(screen.getByRole("group", { name: "Selected products" }));
  expect(bar.getByText("2 products selected")).toBeInTheDocument();

  await user.click(bar.getByRole("button", { name: "Delete" }));
  const dialog = within(await screen.findByRole("alertdialog", { name: "Confirm delete" }));
  expect(dialog.getByText("Delete 2 products? This cannot be undone.")).toBeInTheDocument();
  expect(deleted).not.toHaveBeenCalled();
  await user.click(dialog.getByRole("button", { name: /delete/i }));
  await screen.findByRole("checkbox", { name: "Select every product on this page", checked: false });
  expect(deleted).toHaveBeenCalledTimes(1);
});

it("sorts by a column's heading, the other way on a second click, and filters drafts", async () => {
  const { user } = setup([
    listMock({}, null, [TOTE, SLING]),
    listMock({}, "NAME_ASC", [TOTE, SLING]),
    listMock({}, "NAME_DESC", [SLING, TOTE]),
    listMock({ isPublished: false }, "NAME_DESC", [TOTE]),
  ]);
  const nameHeading = async () =>
    within(await screen.findByRole("table", { name: "Products" })).getByRole("columnheader", { name: "Name" });
  expect(await nameHeading()).toHaveAttribute("aria-sort", "none");

  await user.click(within(await nameHeading()).getByRole("button", { name: "Name" }));
  await waitFor(async () => expect(await nameHeading()).toHaveAttribute("aria-sort", "ascending"));
  await user.click(within(await nameHeading()).getByRole("button", { name: "Name" }));
  await waitFor(async () => expect(await nameHeading()).toHaveAttribute("aria-sort", "descending"));
  await waitFor(() =>
    expect(screen.getAllByRole("link", { name: /^(Canvas Tote|Leather Sling)$/ }).map((a) => a.textContent)).toEqual([
      "Leather Sling",
      "Canvas Tote",
    ]),
  );

  await user.selectOptions(screen.getByLabelText("Status"), "Draft");
  await within(await screen.findByRole("table", { name: "Products" })).findByRole("link", { name: "Canvas Tote" });
  expect(screen.queryByRole("link", { name: "Leather Sling" })).not.toBeInTheDocument();
});
