import { offerSendAfter } from "../../src/modules/notification/quiet-hours";
import { isStopWord } from "../../src/modules/notification/message-consents";
import { isSignedByWhatsApp } from "../../src/modules/notification/whatsapp-cloud";
import { whatsappSignature } from "../../src/sandbox/whatsapp-sandbox";
import { ConfigError, loadConfig } from "../../src/shop/config";

const india = (iso: string) => new Date(`${iso}+05:30`);

describe("quiet hours for offers (India time)", () => {
  it.each([
    ["2026-12-01T09:00:00", null],
    ["2026-12-01T20:59:59", null],
    ["2026-12-01T21:00:00", "2026-12-02T09:00:00"],
    ["2026-12-01T23:59:00", "2026-12-02T09:00:00"],
    ["2026-12-02T00:00:00", "2026-12-02T09:00:00"],
    ["2026-12-02T08:59:59", "2026-12-02T09:00:00"],
    ["2026-12-31T22:00:00", "2027-01-01T09:00:00"],
  ])("an offer written at %s waits until %s", (written, until) => {
    expect(offerSendAfter(india(written))).toEqual(until ? india(until) : null);
  });
});

describe("replies that end offers", () => {
  it.each([
    ["STOP", true],
    [" stop ", true],
    ["Unsubscribe", true],
    ["stop please", false],
    ["Stopped?", false],
  ])("%j ends offers: %s", (text, stops) => {
    expect(isStopWord(text)).toBe(stops);
  });
});

describe("WhatsApp's webhook signature", () => {
  const body = Buffer.from('{"object":"whatsapp_business_account"}');

  it("is the HMAC-SHA256 of the raw body under the app secret", () => {
    expect(isSignedByWhatsApp(body, whatsappSignature(body.toString(), "app-secret"), "app-secret")).toBe(true);
  });

  it.each([
    ["another secret's", whatsappSignature(body.toString(), "other-secret")],
    ["another body's", whatsappSignature('{"object":"x"}', "app-secret")],
    ["a missing", undefined],
    ["a malformed", "sha256=abc"],
  ])("%s signature is refused", (_, signature) => {
    expect(isSignedByWhatsApp(body, signature, "app-secret")).toBe(false);
  });
});

describe("production configuration of the channels", () => {
  const production = {
    NODE_ENV: "production",
    JWT_SECRET: "x".repeat(32),
    DOCUMENT_LINK_SECRET: "d".repeat(32),
    ADMIN_EMAIL: "owner@example.com",
    ADMIN_PASSWORD: "secret123",
    PAYMENT_SIGNING_SECRET: "y".repeat(32),
    PAYMENT_SIMULATOR: "allow",
  };

  it("has WhatsApp and SMS order updates off unless switched on", () => {
    const config = loadConfig(production);
    expect([config.whatsapp, config.smsOrderUpdates]).toEqual([null, false]);
  });

  it("refuses WhatsApp switched on without its credentials, naming each missing one", () => {
    expect(() => loadConfig({ ...production, WHATSAPP_MESSAGES: "on", WHATSAPP_ACCESS_TOKEN: "t".repeat(20) })).toThrow(
      new ConfigError(
        "WHATSAPP_MESSAGES=on needs WHATSAPP_PHONE_NUMBER_ID, WHATSAPP_APP_SECRET, WHATSAPP_VERIFY_TOKEN (from Meta's dashboard: the WhatsApp number, a token, the app)",
      ),
    );
  });

  it("refuses SMS order updates switched on without MSG91's key", () => {
    expect(() => loadConfig({ ...production, SMS_ORDER_UPDATES: "on" })).toThrow(/SMS_ORDER_UPDATES=on needs MSG91_AUTH_KEY/);
  });

  it("takes Meta's Graph API with every credential given", () => {
    const config = loadConfig({
      ...production,
      WHATSAPP_MESSAGES: "on",
      WHATSAPP_PHONE_NUMBER_ID: "106540352242922",
      WHATSAPP_ACCESS_TOKEN: "t".repeat(20),
      WHATSAPP_APP_SECRET: "s".repeat(20),
      WHATSAPP_VERIFY_TOKEN: "v".repeat(10),
    });
    expect(config.whatsapp).toMatchObject({ apiUrl: "https://graph.facebook.com", apiVersion: "v21.0", phoneNumberId: "106540352242922" });
  });
});
