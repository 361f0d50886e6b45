import { tsqueryOperand } from "../../src/modules/search/search-operand";

// What a shopper types reaches to_tsquery only as quoted operands: no database, milliseconds.

describe("a search word as a tsquery operand", () => {
  it("is quoted, so operators typed by the shopper stay letters", () => {
    expect(tsqueryOperand("wallet")).toBe("'wallet'");
    expect(tsqueryOperand("a&b|!c:*")).toBe("'a&b|!c:*'");
  });

  it("doubles a quote, so the word cannot close its quotes early", () => {
    expect(tsqueryOperand("o'neill")).toBe("'o''neill'");
    expect(tsqueryOperand("'")).toBe("''''");
  });

  it("doubles a backslash, so it cannot escape the closing quote", () => {
    expect(tsqueryOperand("back\\")).toBe("'back\\\\'");
    expect(tsqueryOperand("\\'")).toBe("'\\\\'''");
  });
});
