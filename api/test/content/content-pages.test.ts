import { connectionField, copyRow, walkPagesWhileChanging } from "../support/connection-pages";
import { startTestShop, type TestShop } from "../support/test-shop";
import { graphql } from "../gql";

const SUBSCRIBE = graphql(`mutation ContentPagesSubscribe($email: String!) { subscribeToNewsletter(email: $email) { message } }`);
const SUBSCRIBERS = graphql(`query ContentPagesSubscribers($first: Int, $after: String) {
  newsletterSubscribers(first: $first, after: $after) { totalCount pageInfo { hasNextPage endCursor } nodes { id email } }
}`);
const SEND_ENQUIRY = graphql(`mutation ContentPagesSendEnquiry($input: EnquiryInput!) { sendEnquiry(input: $input) { id } }`);
const ENQUIRIES = graphql(`query ContentPagesEnquiries($first: Int, $after: String) {
  enquiries(first: $first, after: $after) { totalCount pageInfo { hasNextPage endCursor } nodes { id } }
}`);

let t: TestShop;
let admin: string;
beforeAll(async () => {
  t = await startTestShop();
  admin = await t.adminToken();
});
afterAll(() => t.close());

it("pages the newsletter's subscribers, newest first, without repeating or skipping one while readers subscribe and are erased", async () => {
  let made = 0;
  const subscribe = async () => {
    made += 1;
    await t.gqlOk(SUBSCRIBE, { email: `reader${made}@example.com` });
  };
  for (let i = 1; i <= 10; i++) await subscribe();
  // One who subscribed in the same instant as another: the id orders them.
  const [{ id }] = await t.dataSource.query<{ id: string }[]>(`SELECT id FROM newsletter_subscribers LIMIT 1`);
  await copyRow(t, "newsletter_subscribers", id, { email: "twin@example.com", unsubscribe_token: crypto.randomUUID() });
  await walkPagesWhileChanging(t, connectionField({ query: SUBSCRIBERS, connection: (d) => d.newsletterSubscribers, token: admin }), 3, {
    addBefore: subscribe,
    remove: async (reader) => void (await t.dataSource.query(`DELETE FROM newsletter_subscribers WHERE id = $1`, [reader.id])),
  });
});

it("pages the enquiries, newest first, the same way while enquiries arrive and are deleted", async () => {
  const send = async () =>
    (
      await t.gqlOk(SEND_ENQUIRY, {
        input: { name: "Nisha Rao", email: "nisha@corp.example", phone: "9811122233", message: "We need bags for our team." },
      })
    ).sendEnquiry;
  for (let i = 1; i <= 9; i++) await send();
  await copyRow(t, "enquiries", (await send()).id);
  await walkPagesWhileChanging(t, connectionField({ query: ENQUIRIES, connection: (d) => d.enquiries, token: admin }), 3, {
    addBefore: async () => void (await send()),
    remove: async (enquiry) => void (await t.dataSource.query(`DELETE FROM enquiries WHERE id = $1`, [enquiry.id])),
  });
});
