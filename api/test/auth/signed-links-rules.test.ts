import { SignedLinks } from "../../src/common/auth/signed-links";

/** Links that open a file without signing in: they expire, and survive a rotation of their secret. */

const OLD = "o".repeat(32);
const NEW = "n".repeat(32);
const DAY = { seconds: 24 * 3600, roundedToSeconds: 3600 };

let now = new Date("2026-11-10T12:00:00Z");
const clock = () => now;

describe("signed links", () => {
  it("open only their own subject, until they expire", () => {
    now = new Date("2026-11-10T12:20:00Z");
    const links = new SignedLinks({ current: NEW }, clock);
    const key = links.key("invoice:1", DAY);
    expect(links.isKey("invoice:1", key)).toBe(true);
    expect(links.isKey("invoice:2", key)).toBe(false);
    expect(links.isKey("invoice:1", "forged")).toBe(false);
    now = new Date("2026-11-11T12:59:59Z"); // the lifetime, rounded up to the hour
    expect(links.isKey("invoice:1", key)).toBe(true);
    now = new Date("2026-11-11T13:00:00Z");
    expect(links.isKey("invoice:1", key)).toBe(false);
  });

  it("signed with the previous secret keep working after a rotation, and stop when it is dropped", () => {
    now = new Date("2026-11-10T12:00:00Z");
    const key = new SignedLinks({ current: OLD }, clock).key("credit-note:1", DAY);
    expect(new SignedLinks({ current: NEW, previous: OLD }, clock).isKey("credit-note:1", key)).toBe(true);
    expect(new SignedLinks({ current: NEW }, clock).isKey("credit-note:1", key)).toBe(false);
    const rotated = new SignedLinks({ current: NEW, previous: OLD }, clock).key("credit-note:1", DAY);
    expect(new SignedLinks({ current: NEW }, clock).isKey("credit-note:1", rotated)).toBe(true);
  });
});
