import { connectionField, copyRow, walkPagesWhileChanging } from "../support/connection-pages";
import { startTestShop, type TestShop } from "../support/test-shop";
import { graphql } from "../gql";

const USERS = graphql(`query AuthPagesUsers($search: String, $first: Int, $after: String) {
  users(search: $search, first: $first, after: $after) { totalCount pageInfo { hasNextPage endCursor } nodes { id } }
}`);

let t: TestShop;
beforeAll(async () => {
  t = await startTestShop();
});
afterAll(() => t.close());

it.each([[null], ["pager"]])(
  "pages the accounts (search %p), newest first, without repeating or skipping one while customers register and accounts are erased",
  async (search) => {
    const register = () => t.registerCustomer({ email: `pager-${crypto.randomUUID()}@test.local` });
    for (let i = 1; i <= 9; i++) await register();
    // An account made in the same instant as another: the id orders them.
    await copyRow(t, "users", (await register()).id, { email: `pager-${crypto.randomUUID()}@test.local` });
    await walkPagesWhileChanging(
      t,
      connectionField({ query: USERS, connection: (d) => d.users, variables: { search }, token: await t.adminToken() }),
      3,
      {
        addBefore: async () => void (await register()),
        remove: async ({ id }) => void (await t.dataSource.query(`DELETE FROM users WHERE id = $1`, [id])),
      },
    );
  },
);
