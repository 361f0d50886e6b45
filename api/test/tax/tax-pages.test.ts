import { createCategory } from "../support/catalog-admin";
import { connectionField, walkPagesWhileChanging } from "../support/connection-pages";
import { startTestShop, type TestShop } from "../support/test-shop";
import { graphql } from "../gql";

const RATES = graphql(`query TaxPagesRates($first: Int, $after: String) {
  gstRates(first: $first, after: $after) { totalCount pageInfo { hasNextPage endCursor } nodes { id effectiveFrom } }
}`);
const ADD_RATE = graphql(`mutation TaxPagesAddRate($input: GstRateInput!) { addGstRate(input: $input) { id } }`);
const DELETE_RATE = graphql(`mutation TaxPagesDeleteRate($id: ID!) { deleteGstRate(id: $id) { id } }`);

let t: TestShop;
let admin: string;
beforeAll(async () => {
  t = await startTestShop();
  admin = await t.adminToken();
});
afterAll(() => t.close());

it("pages the GST rates, latest effective first, without repeating or skipping one while rates are added and removed", async () => {
  const [bags, wallets] = [await createCategory(t, { name: "Pager bags" }), await createCategory(t, { name: "Pager wallets" })];
  const add = (categoryId: string, year: number) =>
    t.gqlOk(ADD_RATE, { input: { categoryId, hsn: "4202", rate: 18, effectiveFrom: `${year}-04-01` } }, admin);
  // Rates still to come, the two categories' changing on the same dates.
  for (let year = 2031; year <= 2035; year++) {
    await add(bags.id, year);
    await add(wallets.id, year);
  }
  let year = 2040;
  await walkPagesWhileChanging(t, connectionField({ query: RATES, connection: (d) => d.gstRates, token: admin }), 3, {
    addBefore: async () => void (await add(bags.id, (year += 1))),
    remove: async ({ id }) => void (await t.gqlOk(DELETE_RATE, { id }, admin)),
  });
});
