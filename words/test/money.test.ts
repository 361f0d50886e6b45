import { formatRupees, paiseOf, paiseToRupees, paiseToRupeesText, rupeesToPaise } from "../src/money";

describe("money at the edge", () => {
  it.each([
    [129900, "Rs. 1,299.00"],
    [12999950, "Rs. 1,29,999.50"],
    [5, "Rs. 0.05"],
    [-5000, "-Rs. 50.00"],
  ])("%i paise shows as %s", (paise, text) => expect(formatRupees(paise)).toBe(text));

  it.each([
    [12999950, "129999.50"],
    [5, "0.05"],
    [-150, "-1.50"],
  ])("%i paise is exactly %s rupees", (paise, text) => expect(paiseToRupeesText(paise)).toBe(text));

  it("gives paise as a plain number of rupees", () => expect(paiseToRupees(79950)).toBe(799.5));

  it.each([
    [1299, 129900],
    [1299.5, 129950],
    ["1299.50", 129950],
    [" 12 ", 1200],
    ["0.1", 10],
    ["-3.05", -305],
  ])("reads %p rupees as %i paise, exactly", (rupees, paise) => {
    expect(paiseOf(rupees)).toBe(paise);
    expect(rupeesToPaise(rupees)).toBe(paise);
  });

  it.each(["12.345", "abc", "", "1e3", "12."])("%p is not an amount of rupees", (text) => {
    expect(paiseOf(text)).toBeNull();
    expect(() => rupeesToPaise(text)).toThrow(new RangeError(`Not an amount of rupees: ${text.trim()}`));
  });
});
