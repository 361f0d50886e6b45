import { forgetGuestId, keepGuestId, storedGuestId } from "../src/lib/guest";
import { formatRupees } from "@shop/words/money";
import { percentOff } from "../src/lib/money";
import { paymentBadges, paymentSentence } from "../src/lib/payment-methods";
import { toHalfStars } from "../src/components/product/Stars";
import { metaDescription } from "../src/lib/text";

describe("formatRupees", () => {
  it.each([
    [129900, "Rs. 1,299.00"],
    [12999950, "Rs. 1,29,999.50"],
    [0, "Rs. 0.00"],
    [5, "Rs. 0.05"],
    [1000000000, "Rs. 1,00,00,000.00"],
    [-5000, "-Rs. 50.00"],
  ])("%i paise is %s", (paise, text) => expect(formatRupees(paise)).toBe(text));
});

describe("percentOff", () => {
  it.each([
    [129900, 99900, 23],
    [149900, 129900, 13],
    [100000, 75000, 25],
    [99900, 99800, 0],
    [99900, 99900, 0],
    [99900, 120000, 0],
  ])("%i paise for %i is %i%% off, rounded down", (regular, sale, off) => expect(percentOff(regular, sale)).toBe(off));
});

describe("the ways of paying a text names", () => {
  it.each<[string[], boolean, string[], string]>([
    [["UPI"], true, ["UPI", "Cash on delivery"], "By UPI, or cash on delivery (COD) where your pincode allows it."],
    [
      ["WALLET", "UPI", "CARD"],
      true,
      ["UPI", "Cards", "Wallets", "Cash on delivery"],
      "By UPI, card or wallet, or cash on delivery (COD) where your pincode allows it.",
    ],
    [["UPI", "NETBANKING"], false, ["UPI", "Net banking"], "By UPI or net banking."],
  ])("online %j, cash on delivery %p", (online, cashOnDelivery, badges, sentence) => {
    const options = { provider: "razorpay", testMode: false, online: online as never, cashOnDelivery };
    expect(paymentBadges(options)).toEqual(badges);
    expect(paymentSentence(options)).toBe(sentence);
  });
});

describe("guest identity", () => {
  beforeEach(() => localStorage.clear());

  it("is none until the API issues one, then kept as issued; forgotten after logout", () => {
    expect(storedGuestId()).toBeNull();
    // Whatever the API issued is kept as it is: the storefront does not judge its format.
    keepGuestId("gc_AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA");
    expect(storedGuestId()).toBe("gc_AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA");
    forgetGuestId();
    expect(storedGuestId()).toBeNull();
  });
});

describe("stars", () => {
  it.each([
    [4.3, 4.5],
    [4.2, 4],
    [4.76, 5],
    [0, 0],
    [7, 5],
  ])("rating %f shows %f stars", (rating, stars) => expect(toHalfStars(rating)).toBe(stars));
});

describe("meta descriptions", () => {
  it("keep a short text whole, as plain words", () => {
    expect(metaDescription("<p>Stitched by hand in <b>Jaipur</b> .</p>")).toBe("Stitched by hand in Jaipur.");
  });

  it("cut a long one after a whole word, with an ellipsis", () => {
    const text = "A roomy leather tote with a zipped pocket, ".repeat(6);
    const cut = metaDescription(text);
    expect(cut.length).toBeLessThanOrEqual(160);
    expect(cut.endsWith("\u2026")).toBe(true);
    expect(text.startsWith(cut.slice(0, -1))).toBe(true);
    expect(text.charAt(cut.length - 1)).toMatch(/[ ,]/);
  });
});
