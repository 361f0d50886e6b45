import net from "node:net";
import { freePort } from "../support/free-port";
import { startTestShop, type TestShop } from "../support/test-shop";
import { graphql } from "../gql";

/**
 * Asking for a reset link must not tell whether an account exists, in words or in time: the answer
 * never waits for the email. Here the mail server accepts connections and never speaks, so an
 * answer that waited for it would not come for 30 s (nodemailer's greeting timeout).
 */
let t: TestShop;
let silentMailServer: net.Server;
const held: net.Socket[] = [];

beforeAll(async () => {
  const port = await freePort();
  silentMailServer = net.createServer((socket) => held.push(socket));
  await new Promise<void>((resolve) => silentMailServer.listen(port, "127.0.0.1", resolve));
  t = await startTestShop({ SMTP_URL: `smtp://127.0.0.1:${port}` });
});
afterAll(async () => {
  for (const socket of held) socket.destroy();
  silentMailServer.close();
  await t.close();
});

it("answers a known and an unknown email alike, without waiting for the mail server", async () => {
  const { email } = await t.registerCustomer();
  const ask = (address: string) => t.http.post("/api/auth/forgot-password").send({ email: address });
  const [known, unknown] = await Promise.all([ask(email), ask("nobody-here@example.com")]);
  expect(known.status).toBe(200);
  expect(known.body).toEqual(unknown.body);
  expect(known.body).toEqual({ message: "If an account exists for this email, a reset link has been sent." });

  const viaGraphql = await t.gqlOk(
    graphql(`mutation PasswordResetOracleRequestPasswordReset($email: String!) { requestPasswordReset(email: $email) { message } }`),
    { email },
  );
  expect(viaGraphql.requestPasswordReset.message).toBe(known.body.message);
}, 10_000);
