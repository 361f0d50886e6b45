import crypto from "node:crypto";
import type http from "node:http";
import { listenSandbox, readSandboxRequest, sendJson } from "./sandbox-request";

/**
 * A stand-in for MSG91, for development and tests on machines that cannot (or must not) send real
 * SMS. It speaks the part of MSG91's documented API the shop uses: the Flow API (POST
 * /api/v5/flow, the `authkey` header, `template_id` or `flow_id`, `recipients` each with `mobiles`
 * in international form and the template's variables), answering as MSG91 does
 * (`{"type":"success","message":"<request id>"}`, or `{"type":"error","message":...}`). It keeps
 * every message it was asked to send, in memory, for tests and developers to read:
 *   GET  /sandbox/messages?mobiles=919876543210   the messages sent to a number, newest last
 *   POST /sandbox/faults {"kind":"outage"|"invalid-number","count":1}   the next requests fail so
 * (the same as `messages` and `failNext` of the object tests get).
 */
export interface Msg91SandboxOptions {
  port?: number;
  authKey: string;
  log?: (line: string) => void;
}

/** A message the sandbox was asked to send: to whom, by which template, with which variables. */
interface SandboxSms {
  requestId: string;
  mobiles: string;
  templateId: string;
  variables: Record<string, string>;
  receivedAt: string;
}

/** How the next requests fail: MSG91 down (503), or a number MSG91 cannot send to (400). */
type SandboxSmsFault = "outage" | "invalid-number";

export interface Msg91Sandbox {
  url: string;
  messages: SandboxSms[];
  /** The next `count` send requests fail with `kind` (their messages are not kept). */
  failNext(kind: SandboxSmsFault, count?: number): void;
  close(): Promise<void>;
}

/** MSG91 takes numbers with their country code, digits only: 91 and ten digits for India. */
const INTERNATIONAL = /^\d{11,15}$/;

class SmsApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

export async function startMsg91Sandbox(options: Msg91SandboxOptions): Promise<Msg91Sandbox> {
  const log = options.log ?? (() => {});
  const messages: SandboxSms[] = [];
  const faults: SandboxSmsFault[] = [];

  function send(body: Record<string, unknown>): string {
    const templateId = body.template_id ?? body.flow_id;
    if (typeof templateId !== "string" || templateId === "") throw new SmsApiError(400, "template_id is required");
    const recipients = body.recipients;
    if (!Array.isArray(recipients) || recipients.length === 0) throw new SmsApiError(400, "recipients are required");
    const fault = faults.shift();
    if (fault === "outage") throw new SmsApiError(503, "Service temporarily unavailable, please try again");
    const requestId = crypto.randomBytes(12).toString("hex");
    const sent: SandboxSms[] = recipients.map((recipient: unknown) => {
      const { mobiles, ...variables } = (recipient ?? {}) as Record<string, unknown>;
      const number = typeof mobiles === "string" || typeof mobiles === "number" ? String(mobiles) : "";
      if (fault === "invalid-number" || !INTERNATIONAL.test(number)) throw new SmsApiError(400, `Mobile no. ${number} is invalid`);
      return {
        requestId,
        mobiles: number,
        templateId,
        variables: Object.fromEntries(Object.entries(variables).map(([k, v]) => [k, typeof v === "string" ? v : JSON.stringify(v)])),
        receivedAt: new Date().toISOString(),
      };
    });
    for (const sms of sent) {
      messages.push(sms);
      log(`SMS to +${sms.mobiles} (template ${templateId}): ${JSON.stringify(sms.variables)}`);
    }
    return requestId;
  }

  const handle = async (req: http.IncomingMessage, res: http.ServerResponse) => {
    const json = (status: number, value: unknown) => sendJson(res, status, value);
    try {
      const { url, path, body } = await readSandboxRequest(req, () => new SmsApiError(400, "Invalid JSON"));
      if (req.method === "GET" && path === "/sandbox/messages") {
        const mobiles = url.searchParams.get("mobiles");
        return json(200, { messages: messages.filter((m) => !mobiles || m.mobiles === mobiles) });
      }
      if (req.method === "POST" && path === "/sandbox/faults") {
        const kind = body.kind;
        if (kind !== "outage" && kind !== "invalid-number") throw new SmsApiError(400, 'kind must be "outage" or "invalid-number"');
        failNext(kind, typeof body.count === "number" ? body.count : 1);
        return json(200, { pending: faults.length });
      }
      if (req.method === "POST" && path === "/api/v5/flow") {
        if (req.headers.authkey !== options.authKey) throw new SmsApiError(401, "Authentication failure");
        return json(200, { type: "success", message: send(body) });
      }
      throw new SmsApiError(404, "Not found");
    } catch (err) {
      if (!(err instanceof SmsApiError)) throw err;
      json(err.status, { type: "error", message: err.message });
    }
  };

  function failNext(kind: SandboxSmsFault, count = 1): void {
    for (let i = 0; i < count; i += 1) faults.push(kind);
  }

  const server = await listenSandbox(handle, options.port);
  return {
    url: server.url,
    messages,
    failNext,
    close: () => server.close(),
  };
}
