import { HSN, PHONE, PINCODE } from "../src/patterns";

describe("India's numbers", () => {
  it.each([
    ["560001", true],
    ["110001", true],
    ["012345", false],
    ["56000", false],
    ["5600011", false],
    ["56000a", false],
  ])("pincode %s: %p", (text, ok) => expect(PINCODE.test(text)).toBe(ok));

  it.each([
    ["9876543210", true],
    ["987654321", false],
    ["+919876543210", false],
  ])("phone %s: %p", (text, ok) => expect(PHONE.test(text)).toBe(ok));

  it.each([
    ["4202", true],
    ["420221", true],
    ["42022210", true],
    ["42022", false],
    ["4202221", false],
  ])("HSN %s: %p", (text, ok) => expect(HSN.test(text)).toBe(ok));
});
