import { forgetGuestId, keepGuestId, storedGuestId } from "../src/lib/guest";
import { formatRupees } from "../src/lib/money";
import { toHalfStars } from "../src/components/product/Stars";

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
