import { type Bindings, mismatches, substitute } from "../support/guide-answers";
import { readGuide, shellWords } from "../support/guide-examples";

/** How the partner guide's test reads the guide and compares answers: a lax rule here would let the guide drift. */
describe("comparing an answer with the one a guide shows", () => {
  it("finds nothing when the values shown are the values answered, and binds each <name> to what it stood for", () => {
    const bound: Bindings = new Map();
    const shown = { data: { cart: { guestId: "<guest id>", itemCount: 0 }, token: "Bearer <token>" } };
    const actual = { data: { cart: { guestId: "gc_1", itemCount: 0, extra: true }, token: "Bearer t.1" } };
    expect(mismatches(shown, actual, "", bound)).toEqual([]);
    expect(Object.fromEntries(bound)).toEqual({ "guest id": "gc_1", token: "t.1" });
  });

  it("names each difference: a value, a missing field, a list's length, a null for a placeholder, a placeholder's second value", () => {
    const bound: Bindings = new Map([["order id", "o1"]]);
    const shown = { a: 1, b: "x", list: [1, 2], id: "<product id>", order: "<order id>" };
    const actual = { a: 2, list: [1], id: null, order: "o2" };
    expect(mismatches(shown, actual, "", bound)).toEqual([
      "a: the guide shows 1, the shop answered 2",
      "b: the guide shows it, the shop's answer has no such field",
      "list: the guide shows 2 items, the shop answered [1]",
      "id: the guide shows a value (<product id>), the shop answered null",
      'order: <order id> was "o1" before, now "o2"',
    ]);
  });

  it("sends what earlier answers gave, keeping a whole placeholder's type, and refuses one no answer gave", () => {
    const bound: Bindings = new Map<string, unknown>([
      ["total", 719800],
      ["guest id", "gc_1"],
    ]);
    expect(substitute({ paise: "<total>", url: "bag/<guest id>" }, bound)).toEqual({ paise: 719800, url: "bag/gc_1" });
    expect(() => substitute("Bearer <token>", bound)).toThrow("the guide sends <token> before any answer gave it");
  });
});

describe("reading a guide", () => {
  it("reads shell words as sh does, a <placeholder> whole", () => {
    expect(shellWords("A='<x y>' PORT=<receiver port> node \\\n  r.mjs -H 'a: b'")).toEqual([
      "A=<x y>",
      "PORT=<receiver port>",
      "node",
      "r.mjs",
      "-H",
      "a: b",
    ]);
  });

  it("takes an operation with its variables, headers and answer, and refuses an example to run without an answer", () => {
    const op = "```graphql\n# Authorization: Bearer <token>\nquery Q { a }\n```\n";
    const { steps, operations } = readGuide(
      `## Title\n<!-- run -->\n${op}\n\`\`\`json\n{ "v": 1 }\n\`\`\`\n<!-- answer -->\n\`\`\`json\n{}\n\`\`\`\n`,
    );
    expect(operations).toEqual([{ names: "Q", document: "# Authorization: Bearer <token>\nquery Q { a }", variables: { v: 1 } }]);
    expect(steps).toMatchObject([
      { kind: "graphql", title: "Title", headers: { authorization: "Bearer <token>" }, variables: { v: 1 }, answer: { text: "{}" } },
    ]);
    expect(() => readGuide(`<!-- run -->\n${op}`)).toThrow("an example to run has no <!-- answer --> after it");
  });
});
