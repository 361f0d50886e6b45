import { indianMobile, maskedMobile, msg91Mobile } from "@shop/words/indian-mobile";
import { codeHash, isCodeShaped, linkPurpose, newCode, secondsUntilFree, SIGN_IN_PURPOSE } from "../../src/modules/auth/one-time-code";

/** The pure rules of sign-in by phone: which numbers are Indian mobiles, and the one-time code's shape and hash. */

describe("Indian mobile numbers", () => {
  it.each([
    ["9876543210", "+919876543210"],
    ["+91 98765 43210", "+919876543210"],
    ["91-98765-43210", "+919876543210"],
    ["098765 43210", "+919876543210"],
    ["(+91) 6000000000", "+916000000000"],
  ])("%s is %s", (typed, e164) => {
    expect(indianMobile(typed)).toEqual({ ok: true, e164 });
  });

  it.each([
    ["", "Phone number is required"],
    ["   ", "Phone number is required"],
    ["98765 4321", "Phone number must be 10 digits, optionally after +91"],
    ["+91 98765 432100", "Phone number must be 10 digits, optionally after +91"],
    ["5876543210", "An Indian mobile number starts with 6, 7, 8 or 9"],
    ["+91 0876543210", "An Indian mobile number starts with 6, 7, 8 or 9"],
    ["+44 7700 900123", "Only Indian mobile numbers (+91) can sign in by phone"],
    ["98765-4321O", "Phone number may contain only digits, spaces and a leading +91"],
  ])("%j is refused: %s", (typed, problem) => {
    expect(indianMobile(typed)).toEqual({ ok: false, problem });
  });

  it("goes to MSG91 as digits with the country code, and is shown masked", () => {
    expect(msg91Mobile("+919876543210")).toBe("919876543210");
    expect(maskedMobile("+919876543210")).toBe("+91 ••••••3210");
  });
});

describe("one-time codes", () => {
  it("are six digits, leading zeros kept", () => {
    for (let i = 0; i < 200; i += 1) expect(newCode()).toMatch(/^\d{6}$/);
    expect(isCodeShaped("012345")).toBe(true);
    expect(isCodeShaped(" 012345 ")).toBe(true);
    expect(isCodeShaped("12345")).toBe(false);
    expect(isCodeShaped("12345a")).toBe(false);
  });

  it("hash to a keyed digest bound to the number and the purpose", () => {
    const secret = Buffer.alloc(32, 7);
    const hash = codeHash(secret, "+919876543210", SIGN_IN_PURPOSE, "123456");
    expect(hash).toMatch(/^[0-9a-f]{64}$/);
    expect(hash).not.toContain("123456");
    expect(codeHash(secret, "+919876543210", SIGN_IN_PURPOSE, " 123456 ")).toBe(hash);
    expect(codeHash(secret, "+919876543211", SIGN_IN_PURPOSE, "123456")).not.toBe(hash);
    expect(codeHash(secret, "+919876543210", linkPurpose("u1"), "123456")).not.toBe(hash);
    expect(codeHash(Buffer.alloc(32, 8), "+919876543210", SIGN_IN_PURPOSE, "123456")).not.toBe(hash);
  });

  it("say when the oldest send leaves the window", () => {
    const now = new Date("2026-11-10T12:00:00Z");
    const sends = [new Date("2026-11-10T11:50:00Z"), new Date("2026-11-10T11:55:00Z")];
    expect(secondsUntilFree(sends, 900, now)).toBe(300);
    expect(secondsUntilFree([new Date("2026-11-10T11:45:00Z")], 900, now)).toBe(1);
  });
});
