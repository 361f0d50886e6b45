import { ApolloClient, InMemoryCache } from "@apollo/client";
import { ApolloProvider } from "@apollo/client/react";
import { MockLink } from "@apollo/client/testing";
import { screen } from "@testing-library/react";
import { CategoryChoicesDocument } from "../src/gql/graphql";
import { useAllCategories } from "../src/hooks/useAllCategories";
import { renderInApp } from "./render";

const category = (n: number) => ({
  __typename: "Category" as const,
  id: `c${n}`,
  name: `Category ${n}`,
  slug: `category-${n}`,
});
const page = (from: number, to: number, endCursor: string, hasNextPage: boolean) => ({
  __typename: "CategoryConnection",
  pageInfo: { __typename: "PageInfo" as const, hasNextPage, endCursor },
  nodes: Array.from({ length: to - from + 1 }, (_, i) => category(from + i)),
});

/** What a form's category picker offers: the hook's categories once it has them all. */
function Picker() {
  const { categories, loading } = useAllCategories();
  if (loading) return <p>Loading categories…</p>;
  return (
    <select aria-label="Category">
      {categories.map((c) => (
        <option key={c.id}>{c.name}</option>
      ))}
    </select>
  );
}

it("offers every category, paging on with after until the last page", async () => {
  const client = new ApolloClient({
    link: new MockLink(
      [
        {
          request: { query: CategoryChoicesDocument, variables: { first: 100 } },
          result: { data: { categories: page(1, 100, "p1", true) } },
        },
        {
          request: { query: CategoryChoicesDocument, variables: { first: 100, after: "p1" } },
          result: { data: { categories: page(101, 101, "p2", false) } },
        },
      ],
      { defaultOptions: { delay: 0 } },
    ),
    cache: new InMemoryCache(),
  });
  renderInApp(
    <ApolloProvider client={client}>
      <Picker />
    </ApolloProvider>,
  );
  const picker = await screen.findByRole("combobox", { name: "Category" });
  const offered = Array.from(picker.querySelectorAll("option"), (o) => o.textContent);
  expect(offered).toEqual(Array.from({ length: 101 }, (_, i) => `Category ${i + 1}`));
});
