import { CREATE_COUPON } from "../support/commerce";
import { connectionField, copyRow, walkPagesWhileChanging } from "../support/connection-pages";
import { startTestShop, type TestShop } from "../support/test-shop";
import { graphql } from "../gql";

const COUPONS = graphql(`query CouponPagesCoupons($first: Int, $after: String) {
  coupons(first: $first, after: $after) { totalCount pageInfo { hasNextPage endCursor } nodes { id code } }
}`);
const DELETE = graphql(`mutation CouponPagesDelete($id: ID!) { deleteCoupon(id: $id) { id } }`);

let t: TestShop;
let admin: string;
beforeAll(async () => {
  t = await startTestShop();
  admin = await t.adminToken();
});
afterAll(() => t.close());

let made = 0;
const createCoupon = async () => {
  made += 1;
  return (await t.gqlOk(CREATE_COUPON, { input: { code: `PAGER${made}`, percentOff: 10 } }, admin)).createCoupon;
};

it("pages the coupons, newest first, without repeating or skipping one while coupons are created and deleted", async () => {
  for (let i = 1; i <= 9; i++) await createCoupon();
  // One made in the same instant as another: the id orders them.
  const twin = await createCoupon();
  await copyRow(t, "coupons", twin.id, { code: "PAGERTWIN" });
  await walkPagesWhileChanging(t, connectionField({ query: COUPONS, connection: (d) => d.coupons, token: admin }), 3, {
    addBefore: async () => void (await createCoupon()),
    remove: async ({ id }) => void (await t.gqlOk(DELETE, { id }, admin)),
  });
});
