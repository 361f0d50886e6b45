import { startTestShop, type TestShop } from "../support/test-shop";
import { graphql } from "../gql";

const SUBSCRIBE = graphql(`mutation ContentSubscribe($email: String!) { subscribeToNewsletter(email: $email) { message } }`);
const SUBSCRIBERS = graphql(`query ContentSubscribers { newsletterSubscribers { totalCount nodes { email createdAt } } }`);
const SEND_ENQUIRY = graphql(
  `mutation ContentSendEnquiry($input: EnquiryInput!) { sendEnquiry(input: $input) { id kind name email phone message quantity } }`,
);
const ENQUIRIES = graphql(
  `query ContentEnquiries($kind: EnquiryKind) { enquiries(kind: $kind) { totalCount nodes { kind name email quantity } } }`,
);

let t: TestShop;
beforeAll(async () => {
  t = await startTestShop();
});
afterAll(() => t.close());

describe("newsletter", () => {
  it("subscribes an email once, however often it is sent, and lists subscribers for admins", async () => {
    for (const email of ["Reader@Example.com", "reader@example.com ", "READER@example.com"]) {
      expect((await t.gqlOk(SUBSCRIBE, { email })).subscribeToNewsletter.message).toBe(
        "Thank you for subscribing! Please confirm from the email we have sent you.",
      );
    }
    const list = (await t.gqlOk(SUBSCRIBERS, {}, await t.adminToken())).newsletterSubscribers;
    expect(list.totalCount).toBe(1);
    expect(list.nodes[0].email).toBe("reader@example.com");
  });

  it.each([
    ["", "Email is required"],
    ["  ", "Email is required"],
    ["not-an-email", "Enter a valid email"],
    ["a@b", "Enter a valid email"],
  ])("refuses %p: '%s'", async (email, message) => {
    const res = await t.gql(SUBSCRIBE, { email });
    expect(res.errors?.[0]).toMatchObject({ message, extensions: { code: "BAD_USER_INPUT", field: "email" } });
  });
});

describe("contact and bulk-order enquiries", () => {
  const enquiry = { name: "Nisha Rao", email: "Nisha@Corp.example", phone: "9811122233", message: "We need bags for our team." };

  it("stores contact and bulk-order enquiries and lists them for admins, filtered by kind", async () => {
    const contact = (await t.gqlOk(SEND_ENQUIRY, { input: enquiry })).sendEnquiry;
    expect(contact).toMatchObject({ kind: "CONTACT", name: "Nisha Rao", email: "nisha@corp.example", quantity: null });
    const bulk = (await t.gqlOk(SEND_ENQUIRY, { input: { ...enquiry, kind: "BULK_ORDER", quantity: 250 } })).sendEnquiry;
    expect(bulk).toMatchObject({ kind: "BULK_ORDER", quantity: 250 });

    const admin = await t.adminToken();
    expect((await t.gqlOk(ENQUIRIES, {}, admin)).enquiries.totalCount).toBe(2);
    expect((await t.gqlOk(ENQUIRIES, { kind: "BULK_ORDER" }, admin)).enquiries.nodes).toEqual([
      { kind: "BULK_ORDER", name: "Nisha Rao", email: "nisha@corp.example", quantity: 250 },
    ]);
  });

  it.each([
    [{ name: " " }, "name", "Name is required"],
    [{ email: "" }, "email", "Email is required"],
    [{ email: "nisha" }, "email", "Enter a valid email"],
    [{ phone: "" }, "phone", "Phone number is required"],
    [{ phone: "12345" }, "phone", "Phone number must be 10 digits"],
    [{ message: "" }, "message", "Message is required"],
    [{ quantity: 0 }, "quantity", "Quantity must be at least 1"],
  ])("refuses %p: %s '%s' and stores nothing", async (change, field, message) => {
    const [{ count: before }] = await t.dataSource.query(`SELECT count(*)::int FROM enquiries`);
    const res = await t.gql(SEND_ENQUIRY, { input: { ...enquiry, ...change } });
    expect(res.errors?.[0]).toMatchObject({ message, extensions: { code: "BAD_USER_INPUT", field } });
    const [{ count: after }] = await t.dataSource.query(`SELECT count(*)::int FROM enquiries`);
    expect(after).toBe(before);
  });
});
