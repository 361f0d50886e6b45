import crypto from "node:crypto";
import type http from "node:http";
import { listenSandbox, readSandboxRequest, sendJson } from "./sandbox-request";

/**
 * A stand-in for the WhatsApp Cloud API, for development and tests on machines that cannot (or
 * must not) message real phones. It speaks the part of Meta's documented API the shop uses:
 * POST /{version}/{phone-number-id}/messages with `Authorization: Bearer <access token>`, a
 * `template` message (name, language, a body component's text parameters, quick-reply button
 * components with payloads) or a `text` one, answering `{"messages":[{"id":"wamid..."}]}` or
 * `{"error":{"message","type","code"}}` as Meta does. What WhatsApp tells the business by webhook it
 * posts to the shop's webhook, signed as Meta signs it (X-Hub-Signature-256: sha256 HMAC of the
 * body under the app secret): receipts (sent, delivered, read, failed), a pressed quick-reply
 * button, a text the shopper sends. It keeps every message, in memory, for tests and developers:
 *   GET  /sandbox/messages?to=919876543210              the messages sent to a number, newest last
 *   POST /sandbox/faults {"kind":"outage"|"invalid-number","count":1}   the next sends fail so
 *   POST /sandbox/receipts {"id":"wamid...","status":"delivered"}      a receipt to the shop
 *   POST /sandbox/replies {"id":"wamid...","button":0} or {"from":"919876543210","text":"STOP"}
 * (the same as the object's `messages`, `failNext`, `receipt`, `pressButton` and `sendText`).
 */
export interface WhatsAppSandboxOptions {
  port?: number;
  accessToken: string;
  phoneNumberId: string;
  appSecret: string;
  /** The shop's webhook (…/api/messaging/whatsapp/webhook); unset: nothing is posted. */
  webhookUrl?: string;
  /** Posts "sent" then "delivered" for each message by itself, as a phone that is on would (npm start). */
  autoReceipts?: boolean;
  log?: (line: string) => void;
}

/** A message the sandbox was asked to send. */
interface SandboxWhatsAppMessage {
  id: string;
  to: string;
  type: "template" | "text";
  template: string | null;
  language: string | null;
  /** The body's text parameters, in order. */
  parameters: string[];
  /** The quick-reply buttons' payloads, by index. */
  quickReplies: string[];
  text: string | null;
  receivedAt: string;
}

type SandboxWhatsAppFault = "outage" | "invalid-number";
type ReceiptStatus = "sent" | "delivered" | "read" | "failed";

export interface WhatsAppSandbox {
  url: string;
  messages: SandboxWhatsAppMessage[];
  failNext(kind: SandboxWhatsAppFault, count?: number): void;
  /** Posts a receipt for a message to the shop's webhook, signed; answers the shop's HTTP status. */
  receipt(id: string, status: ReceiptStatus): Promise<number>;
  /** The shopper presses a quick-reply button of a message; answers the shop's HTTP status. */
  pressButton(id: string, index: number, text?: string): Promise<number>;
  /** The shopper sends a text to the shop's number (91XXXXXXXXXX); answers the shop's HTTP status. */
  sendText(from: string, text: string): Promise<number>;
  close(): Promise<void>;
}

/** WhatsApp takes numbers with their country code, digits only. */
const INTERNATIONAL = /^\d{11,15}$/;
const DISPLAY_NUMBER = "919000000000";

class GraphApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly code: number,
    readonly type = "OAuthException",
  ) {
    super(message);
  }
}

/** The signature Meta puts on a webhook body. */
export function whatsappSignature(body: string, appSecret: string): string {
  return `sha256=${crypto.createHmac("sha256", appSecret).update(body).digest("hex")}`;
}

export async function startWhatsAppSandbox(options: WhatsAppSandboxOptions): Promise<WhatsAppSandbox> {
  const log = options.log ?? (() => {});
  const messages: SandboxWhatsAppMessage[] = [];
  const faults: SandboxWhatsAppFault[] = [];
  const seconds = () => String(Math.floor(Date.now() / 1000));
  const wamid = () => `wamid.${crypto.randomBytes(18).toString("base64url")}`;

  async function notify(value: Record<string, unknown>): Promise<number> {
    if (!options.webhookUrl) throw new Error("The WhatsApp sandbox has no webhook URL to post to");
    const body = JSON.stringify({
      object: "whatsapp_business_account",
      entry: [
        {
          id: "sandbox-waba",
          changes: [
            {
              field: "messages",
              value: {
                messaging_product: "whatsapp",
                metadata: { display_phone_number: DISPLAY_NUMBER, phone_number_id: options.phoneNumberId },
                ...value,
              },
            },
          ],
        },
      ],
    });
    const res = await fetch(options.webhookUrl, {
      method: "POST",
      headers: { "content-type": "application/json", "x-hub-signature-256": whatsappSignature(body, options.appSecret) },
      body,
    });
    await res.arrayBuffer();
    return res.status;
  }

  function find(id: string): SandboxWhatsAppMessage {
    const message = messages.find((m) => m.id === id);
    if (!message) throw new GraphApiError(404, `No message ${id} was sent through the sandbox`, 100, "GraphMethodException");
    return message;
  }

  const receipt = (id: string, status: ReceiptStatus) => {
    const message = find(id);
    return notify({
      statuses: [
        {
          id,
          status,
          timestamp: seconds(),
          recipient_id: message.to,
          ...(status === "failed" ? { errors: [{ code: 131026, title: "Message undeliverable" }] } : {}),
        },
      ],
    });
  };

  const pressButton = (id: string, index: number, text?: string) => {
    const message = find(id);
    const payload = message.quickReplies[index];
    if (payload === undefined) throw new GraphApiError(400, `Message ${id} has no button ${index}`, 100, "GraphMethodException");
    return notify({
      contacts: [{ profile: { name: "Sandbox shopper" }, wa_id: message.to }],
      messages: [
        {
          from: message.to,
          id: wamid(),
          timestamp: seconds(),
          type: "button",
          context: { from: DISPLAY_NUMBER, id },
          button: { payload, text: text ?? payload },
        },
      ],
    });
  };

  const sendText = (from: string, text: string) =>
    notify({
      contacts: [{ profile: { name: "Sandbox shopper" }, wa_id: from }],
      messages: [{ from, id: wamid(), timestamp: seconds(), type: "text", text: { body: text } }],
    });

  function send(body: Record<string, unknown>): SandboxWhatsAppMessage {
    if (body.messaging_product !== "whatsapp") throw new GraphApiError(400, "(#100) messaging_product must be whatsapp", 100);
    const to = typeof body.to === "string" ? body.to : "";
    const fault = faults.shift();
    if (fault === "outage") throw new GraphApiError(503, "Service temporarily unavailable. Please retry your request later.", 2);
    if (fault === "invalid-number" || !INTERNATIONAL.test(to))
      throw new GraphApiError(400, `(#131026) Message undeliverable to ${to}`, 131026);
    const base = { id: wamid(), to, receivedAt: new Date().toISOString() };
    if (body.type === "text") {
      const text = (body.text as { body?: unknown } | undefined)?.body;
      if (typeof text !== "string" || text === "") throw new GraphApiError(400, "(#100) text.body is required", 100);
      return { ...base, type: "text", template: null, language: null, parameters: [], quickReplies: [], text };
    }
    if (body.type !== "template")
      throw new GraphApiError(400, `(#100) The sandbox sends template and text messages, not ${String(body.type)}`, 100);
    const template = (body.template ?? {}) as {
      name?: unknown;
      language?: { code?: unknown };
      components?: Array<{ type?: string; sub_type?: string; index?: string; parameters?: Array<{ text?: string; payload?: string }> }>;
    };
    if (typeof template.name !== "string" || template.name === "") throw new GraphApiError(400, "(#100) template.name is required", 100);
    if (typeof template.language?.code !== "string") throw new GraphApiError(400, "(#100) template.language.code is required", 100);
    const components = template.components ?? [];
    const parameters = components.filter((c) => c.type === "body").flatMap((c) => (c.parameters ?? []).map((p) => p.text ?? ""));
    const quickReplies: string[] = [];
    for (const c of components.filter((c) => c.type === "button" && c.sub_type === "quick_reply")) {
      quickReplies[Number(c.index)] = c.parameters?.[0]?.payload ?? "";
    }
    return { ...base, type: "template", template: template.name, language: template.language.code, parameters, quickReplies, text: null };
  }

  function autoReceipts(id: string): void {
    void (async () => {
      for (const status of ["sent", "delivered"] as const) {
        const answered = await receipt(id, status).catch((err: Error) => err.message);
        log(`receipt "${status}" for ${id}: the shop answered ${answered}`);
      }
    })();
  }

  const handle = async (req: http.IncomingMessage, res: http.ServerResponse) => {
    const json = (status: number, value: unknown) => sendJson(res, status, value);
    try {
      const { url, path, body } = await readSandboxRequest(req, () => new GraphApiError(400, "(#100) The request body is not JSON", 100));
      if (req.method === "GET" && path === "/sandbox/messages") {
        const to = url.searchParams.get("to");
        return json(200, { messages: messages.filter((m) => !to || m.to === to) });
      }
      if (req.method === "POST" && path === "/sandbox/faults") {
        const kind = body.kind;
        if (kind !== "outage" && kind !== "invalid-number") throw new GraphApiError(400, 'kind must be "outage" or "invalid-number"', 100);
        failNext(kind, typeof body.count === "number" ? body.count : 1);
        return json(200, { pending: faults.length });
      }
      if (req.method === "POST" && path === "/sandbox/receipts") {
        const status = body.status;
        if (status !== "sent" && status !== "delivered" && status !== "read" && status !== "failed") {
          throw new GraphApiError(400, "status must be sent, delivered, read or failed", 100);
        }
        return json(200, { shopAnswered: await receipt(String(body.id), status) });
      }
      if (req.method === "POST" && path === "/sandbox/replies") {
        const answered =
          typeof body.text === "string"
            ? await sendText(String(body.from), body.text)
            : await pressButton(String(body.id), Number(body.button ?? 0));
        return json(200, { shopAnswered: answered });
      }
      const send_ = /^\/v\d+\.\d+\/(\w+)\/messages$/.exec(path);
      if (req.method === "POST" && send_) {
        if (req.headers.authorization !== `Bearer ${options.accessToken}`) {
          throw new GraphApiError(401, "Invalid OAuth access token - Cannot parse access token", 190);
        }
        if (send_[1] !== options.phoneNumberId) {
          throw new GraphApiError(
            400,
            `Unsupported post request. Object with ID '${send_[1]}' does not exist`,
            100,
            "GraphMethodException",
          );
        }
        const message = send(body);
        messages.push(message);
        log(`WhatsApp to +${message.to}: ${message.template ?? "text"} ${JSON.stringify(message.text ?? message.parameters)}`);
        if (options.autoReceipts && options.webhookUrl) autoReceipts(message.id);
        return json(200, {
          messaging_product: "whatsapp",
          contacts: [{ input: message.to, wa_id: message.to }],
          messages: [{ id: message.id }],
        });
      }
      throw new GraphApiError(404, "Unknown path", 100, "GraphMethodException");
    } catch (err) {
      if (!(err instanceof GraphApiError)) throw err;
      json(err.status, { error: { message: err.message, type: err.type, code: err.code, fbtrace_id: "sandbox" } });
    }
  };

  function failNext(kind: SandboxWhatsAppFault, count = 1): void {
    for (let i = 0; i < count; i += 1) faults.push(kind);
  }

  const server = await listenSandbox(handle, options.port);
  return {
    url: server.url,
    messages,
    failNext,
    receipt,
    pressButton,
    sendText,
    close: () => server.close(),
  };
}
