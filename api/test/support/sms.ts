import { type Msg91Sandbox, startMsg91Sandbox } from "../../src/sandbox/msg91-sandbox";
import { startTestShop, type TestShop } from "./test-shop";
import { until } from "./until";

export const MSG91_TEST_KEY = "test-msg91-authkey";

export interface SmsShop {
  t: TestShop;
  sms: Msg91Sandbox;
  /** The shop's clock for one-time codes: a test moves it instead of waiting. */
  clock: { now: Date; advanceSeconds(seconds: number): void };
  /** Waits for the `nth` (1-based) SMS to a number (+91XXXXXXXXXX) and answers its code, read over HTTP from the sandbox's inspection endpoint. */
  codeSentTo(phone: string, nth?: number): Promise<string>;
  close(): Promise<void>;
}

/** The shop sending its SMS over HTTP to the repo's MSG91 sandbox, with a clock the test moves. */
export async function startSmsShop(env: Record<string, string> = {}): Promise<SmsShop> {
  const sms = await startMsg91Sandbox({ authKey: MSG91_TEST_KEY });
  const clock = {
    now: new Date(),
    advanceSeconds(seconds: number) {
      this.now = new Date(this.now.getTime() + seconds * 1000);
    },
  };
  const t = await startTestShop(
    {
      MSG91_API_URL: sms.url,
      MSG91_AUTH_KEY: MSG91_TEST_KEY,
      MSG91_TEMPLATE_ID: "test-sign-in",
      OTP_SENDS_PER_ADDRESS: "1000/3600",
      ...env,
    },
    { clock: () => clock.now },
  );
  return {
    t,
    sms,
    clock,
    codeSentTo: (phone, nth = 1) => codeSentTo(sms, phone, nth),
    async close() {
      await t.close();
      await sms.close();
    },
  };
}

/** Waits for the `nth` (1-based) SMS the sandbox was asked to send to a number (+91XXXXXXXXXX) and answers its code, read over HTTP. */
export async function codeSentTo(sms: Msg91Sandbox, phone: string, nth = 1): Promise<string> {
  const mobiles = phone.replace(/^\+/, "");
  const message = await until(`SMS number ${nth} to ${phone}`, async () => {
    const res = await fetch(`${sms.url}/sandbox/messages?mobiles=${mobiles}`);
    const { messages } = (await res.json()) as { messages: Array<{ variables: { otp: string } }> };
    return messages[nth - 1];
  });
  return message.variables.otp;
}

let phoneCount = 0;
/** A fresh Indian mobile number (E.164) per call, so tests never share one. */
export function newPhone(): string {
  phoneCount += 1;
  const tail = `${process.pid % 10000}${phoneCount}`.padStart(9, "0").slice(-9);
  return `+919${tail}`;
}
