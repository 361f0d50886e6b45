import { msg91Mobile } from "@shop/words/indian-mobile";
import { MessageRefused, type MessageProvider, type TemplateMessage } from "./message-provider";

/**
 * MSG91's Flow API (POST /api/v5/flow, the `authkey` header), which sends an SMS through a
 * template approved on MSG91 (and registered with India's DLT): the shop's sign-in template carries
 * the code in its `##otp##` variable. MSG91 answers `{"type":"success","message":"<request id>"}`,
 * or `{"type":"error","message":"..."}` with what it refused.
 */
export interface Msg91Settings {
  /** https://control.msg91.com, or the repo's sandbox (api/src/sandbox/msg91-sandbox.ts). */
  apiUrl: string;
  authKey: string;
  /** The Flow (template) id of the sign-in code's message, from MSG91's dashboard. */
  templateId: string;
}

/** MSG91 refused the message itself (a number it cannot reach, a wrong key or template): sending it again cannot help. */
export class SmsRefused extends MessageRefused {}

const REQUEST_TIMEOUT_MS = 10_000;

const MSG91_FLOW_PATH = "/api/v5/flow";

export class Msg91Client implements MessageProvider {
  constructor(private readonly settings: Msg91Settings) {}

  /**
   * Sends the sign-in code to `mobile` (91XXXXXXXXXX); answers MSG91's request id. Throws
   * SmsRefused for a refusal, any other error for an outage worth trying again.
   */
  async sendCode(mobile: string, code: string): Promise<string> {
    return this.flow(this.settings.templateId, { mobiles: mobile, otp: code });
  }

  /** An order update: the template's Flow id (DLT registered), its variables by name. SMS has no buttons. */
  async send(message: TemplateMessage): Promise<string> {
    const variables = Object.fromEntries(message.variables.map((v) => [v.name, v.value]));
    return this.flow(message.providerTemplate, { ...variables, mobiles: msg91Mobile(message.to) });
  }

  private async flow(templateId: string, recipient: Record<string, string>): Promise<string> {
    const res = await fetch(`${this.settings.apiUrl}${MSG91_FLOW_PATH}`, {
      method: "POST",
      headers: { authkey: this.settings.authKey, "content-type": "application/json", accept: "application/json" },
      body: JSON.stringify({ template_id: templateId, short_url: "0", recipients: [recipient] }),
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    });
    const answer = (await res.json().catch(() => null)) as { type?: string; message?: string } | null;
    if (res.ok && answer?.type === "success") return String(answer.message ?? "");
    const said = answer?.message ?? `HTTP ${res.status}`;
    if (res.status >= 500 || res.status === 429) throw new Error(`MSG91 is not answering properly (${res.status}): ${said}`);
    throw new SmsRefused(`MSG91 refused the message (${res.status}): ${said}`);
  }
}
