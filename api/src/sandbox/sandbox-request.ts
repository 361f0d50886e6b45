import http from "node:http";
import type { AddressInfo } from "node:net";

/** A request to a JSON sandbox: where it went, its body parsed, and how to answer it. */
interface SandboxRequest {
  url: URL;
  /** The path without a trailing slash. */
  path: string;
  body: Record<string, unknown>;
}

/** Answers a sandbox's request with JSON, never cached. */
export function sendJson(res: http.ServerResponse, status: number, value: unknown): void {
  res.writeHead(status, { "content-type": "application/json", "cache-control": "no-store" });
  res.end(JSON.stringify(value));
}

/**
 * Reads a request to a sandbox that speaks JSON (MSG91's, WhatsApp's): its whole body, parsed; a
 * body that is not JSON throws what `notJson` makes, as the provider's own refusal.
 */
export async function readSandboxRequest(req: http.IncomingMessage, notJson: () => Error): Promise<SandboxRequest> {
  const url = new URL(req.url ?? "/", "http://sandbox");
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  const raw = Buffer.concat(chunks).toString("utf8");
  let body: Record<string, unknown> = {};
  if (raw) {
    try {
      body = JSON.parse(raw);
    } catch {
      throw notJson();
    }
  }
  return { url, path: url.pathname.replace(/\/$/, ""), body };
}

/**
 * Serves a sandbox on 127.0.0.1 (`port` 0: any free one). A failure other than the API's own
 * refusals stays unhandled, as it would in an async listener.
 */
export async function listenSandbox(
  handle: (req: http.IncomingMessage, res: http.ServerResponse) => Promise<void>,
  port = 0,
): Promise<{ url: string; close: () => Promise<void> }> {
  const server = http.createServer((req, res) => void handle(req, res));
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
