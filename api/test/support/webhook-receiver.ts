import http from "node:http";
import type { AddressInfo } from "node:net";

interface ReceivedWebhook {
  headers: http.IncomingHttpHeaders;
  body: string;
}

/**
 * A partner's endpoint on a real port: records every POST and answers with the next status of
 * `answers` (then 200), so a test can make attempts fail.
 */
export async function startWebhookReceiver() {
  const received: ReceivedWebhook[] = [];
  const answers: number[] = [];
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => {
      received.push({ headers: req.headers, body: Buffer.concat(chunks).toString("utf8") });
      res.writeHead(answers.shift() ?? 200).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/hooks`,
    received,
    /** The next answers, in order, before the receiver goes back to 200. */
    answerWith: (...statuses: number[]) => answers.push(...statuses),
    /** The bodies received of one event type, parsed. */
    ofType: (type: string) => received.map((r) => ({ ...r, json: JSON.parse(r.body) })).filter((r) => r.json.type === type),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
