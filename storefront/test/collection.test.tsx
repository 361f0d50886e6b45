import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import {
  CartDocument,
  CollectionCategoryDocument,
  CollectionProductsDocument,
  type CollectionProductsQuery,
  type ProductFilterInput,
} from "../src/gql/graphql";
import { parseCollectionQuery, toProductFilter, toSearchParams } from "../src/lib/collection-query";
import { emptyCart, money, productCard, typed } from "./support/fixtures";
import { asGuest, GUEST_ID, renderShop, type Mocks } from "./support/render";

const facets = typed("ProductFacets", {
  genders: [
    { value: "female", count: 3 },
    { value: "male", count: 1 },
  ],
  colors: [
    { value: "red", count: 2 },
    { value: "black", count: 2 },
  ],
  materials: [{ value: "Leather", count: 4 }],
  sizes: [{ value: "Medium", count: 4 }],
  price: { min: money(99900), max: money(349900) },
});

function page(nodes: CollectionProductsQuery["products"]["nodes"], pageNumber = 1, pageCount = 1): CollectionProductsQuery {
  const pageInfo = typed("PageInfo", { hasNextPage: pageNumber < pageCount, endCursor: `cursor-${pageNumber}` });
  return {
    products: typed("ProductConnection", { nodes, totalCount: nodes.length + (pageCount - 1) * 12, pageInfo, facets }),
  };
}

const noFilter: ProductFilterInput = {
  category: "handbags",
  collection: null,
  search: null,
  genders: null,
  colors: null,
  materials: null,
  sizes: null,
  minPricePaise: null,
  maxPricePaise: null,
};

const HANDBAGS = {
  id: "c1",
  name: "Handbags",
  slug: "handbags",
  description: "Handbags for every day.",
  seoTitle: null,
  seoDescription: null,
};

function mocks(
  ...lists: { filter: ProductFilterInput; sort?: string | null; after?: string | null; data: CollectionProductsQuery }[]
): Mocks {
  return [
    { request: { query: CartDocument, variables: { guestId: GUEST_ID } }, result: { data: { cart: emptyCart } } },
    {
      request: { query: CollectionCategoryDocument, variables: { slug: "handbags" } },
      result: {
        data: { category: typed("Category", HANDBAGS) },
      },
      maxUsageCount: 10,
    },
    ...lists.map(({ filter, sort = null, after = null, data }) => ({
      request: { query: CollectionProductsDocument, variables: { filter, sort, first: 12, after } },
      result: { data },
    })),
  ];
}

describe("collection page", () => {
  beforeEach(() => asGuest());

  it("heads the page with the category's search-engine title and description, as the server's first HTML does", async () => {
    const [cart, category, ...lists] = mocks({ filter: noFilter, data: page([productCard()]) });
    const seo = { seoTitle: "Designer Handbags Online", seoDescription: "Totes, slings and clutches, sent across India." };
    renderShop("/collections/handbags", [
      cart,
      { ...category, result: { data: { category: typed("Category", { ...HANDBAGS, ...seo }) } } },
      ...lists,
    ]);
    // The page itself is still titled with the category's name.
    expect(await screen.findByRole("heading", { level: 1, name: "Handbags" })).toBeInTheDocument();
    expect(document.title).toBe("Designer Handbags Online | Bagzone");
    expect(document.querySelector('meta[name="description"]')).toHaveAttribute("content", "Totes, slings and clutches, sent across India.");
  });

  it("filters by colour and price through the URL, counts, and clears", async () => {
    const user = userEvent.setup();
    const tote = productCard();
    const clutch = productCard({ id: "p3", slug: "red-clutch", name: "Red Clutch" });
    renderShop(
      "/collections/handbags",
      mocks(
        { filter: noFilter, data: page([tote, clutch]) },
        { filter: { ...noFilter, colors: ["red"] }, data: page([clutch]) },
        { filter: { ...noFilter, colors: ["red"], minPricePaise: 50000, maxPricePaise: 200000 }, data: page([clutch]) },
        { filter: noFilter, data: page([tote, clutch]) },
      ),
    );
    expect(await screen.findByRole("heading", { level: 1, name: "Handbags" })).toBeInTheDocument();
    expect(await screen.findByText("2 products")).toBeInTheDocument();
    // The desktop sidebar (jsdom has no wide screen: media queries never match, so it counts as hidden).
    const sidebar = screen.getByRole("region", { name: "Filters", hidden: true });

    await user.click(within(sidebar).getByRole("checkbox", { name: /Red/, hidden: true }));
    expect(screen.getByTestId("location")).toHaveTextContent("/collections/handbags?color=red");
    expect(await screen.findByText("1 product")).toBeInTheDocument();

    const min = within(sidebar).getByLabelText("Min (Rs.)");
    const max = within(sidebar).getByLabelText("Max (Rs.)");
    // Unfiltered, the fields show the list's own price range (Rs. 999 to Rs. 3,499), which filters nothing.
    expect(min).toHaveValue(999);
    expect(max).toHaveValue(3499);
    await user.clear(min);
    await user.type(min, "500");
    await user.clear(max);
    await user.type(max, "2000");
    await user.click(within(sidebar).getByRole("button", { name: "Apply", hidden: true }));
    expect(screen.getByTestId("location")).toHaveTextContent("/collections/handbags?color=red&minPrice=500&maxPrice=2000");

    await user.click(within(sidebar).getByRole("button", { name: "Clear Filters", hidden: true }));
    expect(screen.getByTestId("location")).toHaveTextContent(/^\/collections\/handbags$/);
    expect(await screen.findByText("2 products")).toBeInTheDocument();
  });

  it("applies the price range it shows: a changed maximum goes with the minimum shown, in the URL and the query", async () => {
    const user = userEvent.setup();
    const tote = productCard();
    renderShop(
      "/collections/handbags",
      mocks(
        { filter: noFilter, data: page([tote]) },
        { filter: { ...noFilter, minPricePaise: 99900, maxPricePaise: 150000 }, data: page([tote]) },
      ),
    );
    expect(await screen.findByText("1 product")).toBeInTheDocument();
    const sidebar = screen.getByRole("region", { name: "Filters", hidden: true });
    const max = within(sidebar).getByLabelText("Max (Rs.)");
    await user.clear(max);
    await user.type(max, "1500");
    await user.click(within(sidebar).getByRole("button", { name: "Apply", hidden: true }));
    expect(screen.getByTestId("location")).toHaveTextContent("/collections/handbags?minPrice=999&maxPrice=1500");
    expect(await screen.findByText("1 product")).toBeInTheDocument();
    expect(within(sidebar).getByLabelText("Min (Rs.)")).toHaveValue(999);
    expect(within(sidebar).getByLabelText("Max (Rs.)")).toHaveValue(1500);
  });

  it("says when nothing matches", async () => {
    renderShop("/collections/handbags", mocks({ filter: noFilter, data: page([]) }));
    expect(await screen.findByText("No related products available at the moment.")).toBeInTheDocument();
  });

  it("opens the filters as a drawer on small screens", async () => {
    const user = userEvent.setup();
    renderShop("/collections/handbags", mocks({ filter: noFilter, data: page([productCard()]) }));
    await user.click(await screen.findByRole("button", { name: /Filters/ }));
    const drawer = screen.getByRole("dialog", { name: "Filters" });
    expect(within(drawer).getByRole("group", { name: "Color" })).toBeInTheDocument();
    await user.click(within(drawer).getByRole("button", { name: "Close filters" }));
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
  });

  it("pages through a large collection", async () => {
    const user = userEvent.setup();
    renderShop(
      "/collections/handbags",
      mocks(
        { filter: noFilter, data: page([productCard()], 1, 3) },
        { filter: noFilter, after: "cursor-1", data: page([productCard({ id: "p9", name: "Page Two Bag" })], 2, 3) },
      ),
    );
    expect(await screen.findByText("Page 1 of 3")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Next" }));
    expect(screen.getByTestId("location")).toHaveTextContent("/collections/handbags?pages=cursor-1");
    expect(await screen.findByText("Page Two Bag")).toBeInTheDocument();
    await waitFor(() => expect(screen.getByText("Page 2 of 3")).toBeInTheDocument());
    expect(screen.getByRole("button", { name: "Previous" })).toBeEnabled();
  });
});

describe("collection query in the URL", () => {
  it("drops empty values and reads back what it wrote", () => {
    const query = parseCollectionQuery(
      new URLSearchParams("search=tote&color=red,,blue&gender=&minPrice=&maxPrice=3000&sortBy=price-asc&pages="),
    );
    expect(query).toMatchObject({
      search: "tote",
      color: ["red", "blue"],
      gender: [],
      minPrice: null,
      maxPrice: 3000,
      sortBy: "PRICE_ASC",
      pages: [],
    });
    expect(toSearchParams(query).toString()).toBe("search=tote&color=red%2Cblue&maxPrice=3000&sortBy=price-asc");
    expect(toProductFilter("all", query)).toMatchObject({
      category: null,
      search: "tote",
      colors: ["red", "blue"],
      genders: null,
      maxPricePaise: 3000_00,
    });
  });
});
