import { endOfIndiaDay, indiaDateOf } from "@shop/words/india-time";
import { CREATE_COUPON, deliveredOrderOk } from "../support/commerce";
import { startTestShop, type TestShop } from "../support/test-shop";
import { graphql } from "../gql";

const COUPON = graphql(`query IndiaDaysCoupon($id: ID!) { coupon(id: $id) { code expiresAt } }`);
const REQUEST_RETURN = graphql(`mutation IndiaDaysReturn($input: RequestReturnInput!) { requestReturn(input: $input) { id } }`);

let t: TestShop;
let admin: string;
beforeAll(async () => {
  t = await startTestShop();
  admin = await t.adminToken();
});
afterAll(() => t.close());

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
const NEXT_YEAR = new Date().getUTCFullYear() + 1;

describe("a day is India's day, through GraphQL and REST alike", () => {
  it("REST: a coupon expiring on a day works until that day ends in India, as GraphQL then shows it", async () => {
    const added = await t.http
      .post("/api/coupons")
      .set(bearer(admin))
      .send({ code: "INDIADAY", percentage: 5, expiresAt: `${NEXT_YEAR}-03-31` });
    expect(added.status).toBe(201);
    const coupon = (await t.gqlOk(COUPON, { id: added.body.coupon._id }, admin)).coupon;
    expect(coupon?.expiresAt).toBe(`${NEXT_YEAR}-03-31T18:29:59.999Z`);
  });

  it("GraphQL: a coupon may expire at the end of today in India, not at the end of yesterday", async () => {
    const today = indiaDateOf(new Date());
    const yesterday = indiaDateOf(new Date(Date.now() - 24 * 60 * 60 * 1000));
    const lasting = await t.gqlOk(
      CREATE_COUPON,
      { input: { code: "TODAYINDIA", percentOff: 5, expiresAt: endOfIndiaDay(today).toISOString() } },
      admin,
    );
    expect(lasting.createCoupon).toMatchObject({ expiresAt: endOfIndiaDay(today).toISOString(), status: "ACTIVE" });
    const late = await t.gql(
      CREATE_COUPON,
      { input: { code: "YESTERDAYINDIA", percentOff: 5, expiresAt: endOfIndiaDay(yesterday).toISOString() } },
      admin,
    );
    expect(late.errors?.[0]).toMatchObject({
      message: "Expiry date cannot be earlier than today",
      extensions: { code: "BAD_USER_INPUT", field: "expiresAt" },
    });
  });

  it("GraphQL: a return window that closed at 00:30 on 1 April in India closed on 1 April, not 31 March", async () => {
    const { orderId, customer, itemIds } = await deliveredOrderOk(t);
    // Seven days (the shop's window) after 31 March 2026, 19:00 UTC less a week.
    await t.dataSource.query(`UPDATE orders SET delivered_at = '2026-03-24T19:00:00Z' WHERE id = $1`, [orderId]);
    const late = await t.gql(
      REQUEST_RETURN,
      { input: { orderId, kind: "RETURN", reason: "Too small", lines: [{ orderItemId: itemIds[0], quantity: 1 }] } },
      customer.token,
    );
    expect(late.errors?.[0]).toMatchObject({
      message: "Returns and exchanges are accepted within 7 days of delivery; this order's window closed on 1 Apr 2026",
      extensions: { code: "RETURN_WINDOW_CLOSED", closedOn: "2026-04-01" },
    });
  });
});
