import { placeOrderOk } from "../support/commerce";
import { connectionField, copyRow, minutesAgo, walkPagesWhileChanging } from "../support/connection-pages";
import { startTestShop, type TestShop } from "../support/test-shop";
import { startWebhookReceiver } from "../support/webhook-receiver";
import { graphql } from "../gql";

const CREATE = graphql(
  `mutation WebhookPagesCreate($input: CreateWebhookEndpointInput!) { createWebhookEndpoint(input: $input) { endpoint { id } } }`,
);
const DELETE = graphql(`mutation WebhookPagesDelete($id: ID!) { deleteWebhookEndpoint(id: $id) { id } }`);
const ENDPOINTS = graphql(`query WebhookPagesEndpoints($first: Int, $after: String) {
  webhookEndpoints(first: $first, after: $after) { totalCount pageInfo { hasNextPage endCursor } nodes { id } }
}`);
const DELIVERIES = graphql(`query WebhookPagesDeliveries($endpointId: ID!, $first: Int, $after: String) {
  webhookDeliveries(endpointId: $endpointId, first: $first, after: $after) { totalCount pageInfo { hasNextPage endCursor } nodes { id } }
}`);

let t: TestShop;
let admin: string;
let receiver: Awaited<ReturnType<typeof startWebhookReceiver>>;
beforeAll(async () => {
  t = await startTestShop({ WEBHOOK_ALLOW_PRIVATE_URLS: "true" });
  admin = await t.adminToken();
  receiver = await startWebhookReceiver();
});
afterAll(async () => {
  await t.close();
  await receiver.close();
});

const register = async () =>
  (await t.gqlOk(CREATE, { input: { url: receiver.url, events: ["ORDER_CREATED"], description: "ERP" } }, admin)).createWebhookEndpoint
    .endpoint;

it("pages an endpoint's deliveries, newest first, without repeating or skipping one while events are delivered and deliveries removed", async () => {
  const endpoint = await register();
  await placeOrderOk(t, { quantity: 1 });
  await t.settleJobs();
  const [{ id }] = await t.dataSource.query<{ id: string }[]>(`SELECT id FROM webhook_deliveries WHERE endpoint_id = $1`, [endpoint.id]);
  // A delivery's id is the webhook-id header, not a uuid.
  const delivery = (minutes: number) =>
    copyRow(t, "webhook_deliveries", id, { id: `msg_${crypto.randomUUID().replace(/-/g, "")}`, created_at: minutesAgo(minutes) });
  // Ten earlier deliveries, two of them in the same instant.
  for (let i = 1; i <= 9; i++) await delivery(10 * i);
  await delivery(30);
  await walkPagesWhileChanging(
    t,
    connectionField({ query: DELIVERIES, connection: (d) => d.webhookDeliveries, variables: { endpointId: endpoint.id }, token: admin }),
    3,
    {
      addBefore: async () => void (await delivery(-1)),
      remove: async ({ id: removed }) => void (await t.dataSource.query(`DELETE FROM webhook_deliveries WHERE id = $1`, [removed])),
    },
  );
});

it("pages the endpoints, oldest first, the same way while endpoints are added and deleted", async () => {
  const first = await register();
  for (let i = 1; i <= 9; i++) await register();
  await copyRow(t, "webhook_endpoints", first.id);
  let oldest = 60;
  await walkPagesWhileChanging(t, connectionField({ query: ENDPOINTS, connection: (d) => d.webhookEndpoints, token: admin }), 3, {
    // One older than every endpoint listed (oldest first): written with an earlier date, as a restored endpoint would be.
    addBefore: async () => void (await copyRow(t, "webhook_endpoints", first.id, { created_at: minutesAgo((oldest += 60)) })),
    remove: async ({ id }) => void (await t.gqlOk(DELETE, { id }, admin)),
  });
});
