// What the benchmark asks, as the storefront asks it: the collection page (a page of cards with
// the count and the filter sidebar's facets), the product page, and search.

const CARD = `id slug name brand rating numReviews countInStock
  price { amount formatted } discountPrice { amount formatted } unitPrice { amount }
  images { url altText srcSet }`;

const LIST = `query CollectionPage($filter: ProductFilter, $sort: ProductSort, $page: PageInput) {
  products(filter: $filter, sort: $sort, page: $page) {
    totalCount pageCount hasNextPage
    items { ${CARD} }
    facets {
      colors { value count } materials { value count } genders { value count } sizes { value count } brands { value count }
      price { min { amount } max { amount } }
    }
  }
}`;

const DETAIL = `query ProductPage($slug: String!) {
  product(idOrSlug: $slug) {
    ${CARD} sku description sizes colors material gender collection weight
    dimensions { length width height }
    category { id name slug }
    images { files { url width format } }
    reviews { rating comment authorName createdAt }
    variants { id sku size color countInStock price { formatted paise } discountPrice { formatted paise } images { url altText srcSet } }
  }
}`;

const page = { page: 1, pageSize: 24 };
const SEARCHES = ["leather wallet", "backpak", "laptop bag", "travel duffle", "canvas tote", "silk clutch", "denim sling", "lether walet"];

export function scenarios({ slugs }) {
  return [
    { name: "product list, first page", bodies: [{ query: LIST, variables: { page } }] },
    {
      name: "product list, filtered by colour and price",
      bodies: [
        { query: LIST, variables: { page, filter: { colors: ["red"], minPrice: 500, maxPrice: 2500 } } },
        { query: LIST, variables: { page, filter: { colors: ["navy", "black"], minPrice: 1000, maxPrice: 5000 } } },
      ],
    },
    { name: "product detail by slug", bodies: slugs.map((slug) => ({ query: DETAIL, variables: { slug } })) },
    { name: "search", bodies: SEARCHES.map((search) => ({ query: LIST, variables: { page, filter: { search } } })) },
  ];
}
