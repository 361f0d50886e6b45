import { createProduct } from "../support/catalog-fixtures";
import { customerWithBag, placeCheckoutOk } from "../support/commerce";
import { waitForEmail } from "../support/outbox";
import { startTestShop, type TestShop } from "../support/test-shop";
import { graphql } from "../gql";

const ESTIMATE = graphql(
  `query DeliveryDatesEstimate($pincode: String!) { deliveryEstimate(pincode: $pincode) { deliverable daysToDeliver deliverBy message } }`,
);
const CREATE_RULE = graphql(
  `mutation DeliveryDatesCreateRule($input: ServiceabilityRuleInput!) { createServiceabilityRule(input: $input) { id } }`,
);
const POLICIES = graphql(
  `mutation DeliveryDatesPolicies($input: ShopSettingsInput!) { updateShopSettings(input: $input) { policies { dispatchDays holidays } } }`,
);
const STATED = graphql(`query DeliveryDatesStated { shopPolicies { dispatchTime deliveryEstimate holidays } }`);
const ORDER = graphql(`query DeliveryDatesOrder($id: ID!) { order(id: $id) { deliveryEstimate { message } } }`);

// Thursday 26 November 2026, 3 pm in India.
const THURSDAY = new Date("2026-11-26T09:30:00Z");
let t: TestShop;
let admin: string;
beforeAll(async () => {
  t = await startTestShop({}, { clock: () => THURSDAY });
  admin = await t.adminToken();
});
afterAll(() => t.close());

const estimate = async (pincode: string) => (await t.gqlOk(ESTIMATE, { pincode })).deliveryEstimate;

describe("delivery dates count business days", () => {
  it("skips Sundays, then the shop's holidays, and states the rules' days everywhere", async () => {
    // No rules yet: dispatch (1 business day) and the policies' longest time (7): Fri..Sat, Mon..Fri, Sat.
    expect(await estimate("560001")).toMatchObject({ daysToDeliver: 7, message: "Delivered by Sat, 5 Dec" });
    expect((await t.gqlOk(STATED)).shopPolicies).toMatchObject({
      dispatchTime: "within 1 business day",
      deliveryEstimate: "3-7 business days",
    });

    await t.gqlOk(CREATE_RULE, { input: { pincodes: "4", daysToDeliver: 2 } }, admin);
    await t.gqlOk(CREATE_RULE, { input: { pincodes: "79", daysToDeliver: 8, codAvailable: false } }, admin);
    // 1 + 2 business days from Thursday: Friday, Saturday, and Monday (Sunday 29 November is no delivery day).
    const pune = await estimate("411001");
    expect(pune).toMatchObject({ deliverable: true, daysToDeliver: 2, message: "Delivered by Mon, 30 Nov" });
    expect(new Date(pune.deliverBy).toISOString()).toBe("2026-11-30T06:30:00.000Z");
    // The rules' fewest and most days are what the texts state, not the policies' 3-7.
    expect((await t.gqlOk(STATED)).shopPolicies.deliveryEstimate).toBe("2-8 business days");

    const { updateShopSettings } = await t.gqlOk(
      POLICIES,
      { input: { policies: { holidays: [" 2026-12-01", "2026-11-30", "2026-11-30"] } } },
      admin,
    );
    expect(updateShopSettings.policies.holidays).toEqual(["2026-11-30", "2026-12-01"]);
    expect((await estimate("411001")).message).toBe("Delivered by Wed, 2 Dec");
    // Nagaland: 1 + 8 business days, past Sunday 29, the two holidays and Sunday 6 December.
    expect((await estimate("797001")).message).toBe("Delivered by Wed, 9 Dec");

    await t.gqlOk(POLICIES, { input: { policies: { dispatchDays: 0, holidays: [] } } }, admin);
    expect((await estimate("411001")).message).toBe("Delivered by Sat, 28 Nov");
    await t.gqlOk(POLICIES, { input: { policies: { dispatchDays: 1 } } }, admin);
  });

  it("refuses a holiday that is not a date, naming the field", async () => {
    for (const day of ["2026-02-30", "30/11/2026", ""]) {
      const res = await t.gql(POLICIES, { input: { policies: { holidays: ["2026-12-25", day] } } }, admin);
      expect(res.errors?.[0]).toMatchObject({
        message: `"${day}" is not a date: write holidays as YYYY-MM-DD`,
        extensions: { code: "BAD_USER_INPUT", field: "policies.holidays" },
      });
    }
    const tooMany = Array.from({ length: 101 }, (_, i) => new Date(Date.UTC(2027, 0, 1 + i)).toISOString().slice(0, 10));
    expect((await t.gql(POLICIES, { input: { policies: { holidays: tooMany } } }, admin)).errors?.[0].message).toBe("At most 100 holidays");
    expect((await t.gqlOk(STATED)).shopPolicies.holidays).toEqual([]);
  });

  it("the order's page and its email give the date the product page gave", async () => {
    await t.gqlOk(POLICIES, { input: { policies: { holidays: ["2026-11-30"] } } }, admin);
    const promised = (await estimate("411001")).message;
    expect(promised).toBe("Delivered by Tue, 1 Dec");
    const bag = await createProduct(t.dataSource, { name: "Dated Duffle", pricePaise: 1500_00 });
    const customer = await customerWithBag(t, bag.id);
    const { orderId } = await placeCheckoutOk(t, customer.token);
    const mail = await waitForEmail(t.config.outboxDir, customer.email);
    expect(mail.text).toContain(`${promised}.`);
    // The order's page counts from the moment it was placed (the database's), as the email counted from the shop's clock.
    const shown = (await t.gqlOk(ORDER, { id: orderId }, customer.token)).order.deliveryEstimate.message;
    expect(shown).toMatch(/^Delivered by (Mon|Tue|Wed|Thu|Fri|Sat), \d{1,2} [A-Z][a-z]{2}$/);
  });
});
