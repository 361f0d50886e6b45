import { ApolloClient, InMemoryCache } from "@apollo/client";
import { ApolloProvider } from "@apollo/client/react";
import { MockLink } from "@apollo/client/testing";
import { screen, within } from "@testing-library/react";
import { AddGstRateDocument, GstRatesDocument } from "../src/gql/graphql";
import { GstRatesPanel } from "../src/screens/gst/GstRatesPanel";
import { onePage } from "./one-page";
import { renderInApp } from "./render";

const CATEGORY = "5a1f3c2e-0000-4000-8000-00000000000c";
const rate = (id: string, hsn: string, percent: number, effectiveFrom: string) => ({
  __typename: "GstRate" as const,
  id,
  hsn,
  rate: percent,
  effectiveFrom,
});
const inEffect = rate("r1", "420222", 12, "2017-07-01");
const future = rate("r2", "420222", 5, "2026-12-01");
const variables = { categoryId: CATEGORY, productId: null, first: 20, after: null };

function renderPanel(mocks: ReadonlyArray<MockLink.MockedResponse>) {
  const client = new ApolloClient({ link: new MockLink(mocks, { defaultOptions: { delay: 0 } }), cache: new InMemoryCache() });
  return renderInApp(
    <ApolloProvider client={client}>
      <GstRatesPanel categoryId={CATEGORY} today="2026-11-23" />
    </ApolloProvider>,
  );
}

it("lists a category's dated rates, lets only a future one be removed, and adds a rate change with its date", async () => {
  const { user } = renderPanel([
    { request: { query: GstRatesDocument, variables }, result: { data: { gstRates: onePage("GstRateConnection", [inEffect]) } } },
    {
      request: {
        query: AddGstRateDocument,
        variables: { input: { categoryId: CATEGORY, productId: null, hsn: "420222", rate: 5, effectiveFrom: "2026-12-01" } },
      },
      result: { data: { addGstRate: future } },
    },
    { request: { query: GstRatesDocument, variables }, result: { data: { gstRates: onePage("GstRateConnection", [future, inEffect]) } } },
  ]);
  const table = await screen.findByRole("table", { name: "GST rates" });
  expect(within(table).getByRole("row", { name: /420222/ })).toHaveTextContent("12%");
  expect(within(table).queryByRole("button")).not.toBeInTheDocument();

  const form = screen.getByRole("form", { name: "Add a GST rate" });
  await user.type(within(form).getByLabelText("HSN"), "42022");
  await user.click(within(form).getByRole("button", { name: "Add rate" }));
  expect(await within(form).findByText("HSN must be 4, 6 or 8 digits")).toBeInTheDocument();
  await user.type(within(form).getByLabelText("HSN"), "2");
  await user.type(within(form).getByLabelText("Rate (%)"), "5");
  await user.clear(within(form).getByLabelText("Applies from"));
  await user.type(within(form).getByLabelText("Applies from"), "2026-12-01");
  await user.click(within(form).getByRole("button", { name: "Add rate" }));
  expect(await screen.findByRole("button", { name: "Remove the rate from 2026-12-01" })).toBeInTheDocument();
  expect(screen.getAllByRole("row")).toHaveLength(3);
});
