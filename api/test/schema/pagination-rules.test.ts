import { ValidationError } from "../../src/common/errors";
import { decodeCursor, encodeCursor, MAX_PAGE_SIZE, toConnection, windowOf } from "../../src/common/pagination";

describe("cursors", () => {
  it("read back the position they were made from", () => {
    for (const position of [0, 1, 19, 12345, Number.MAX_SAFE_INTEGER]) expect(decodeCursor(encodeCursor(position))).toBe(position);
  });

  it("are opaque, URL-safe text", () => {
    expect(encodeCursor(41)).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(encodeCursor(41)).not.toContain("41");
  });

  it.each([
    ["", "empty"],
    ["!!!", "not base64url"],
    [Buffer.from("o:-1").toString("base64url"), "a negative position"],
    [Buffer.from("o:01").toString("base64url"), "a leading zero"],
    [Buffer.from("o:1.5").toString("base64url"), "a fraction"],
    [Buffer.from("x:3").toString("base64url"), "another kind of cursor"],
    [Buffer.from("o:99999999999999999").toString("base64url"), "past the safe integers"],
    ["A".repeat(200), "too long"],
  ])("refuse %p (%s)", (cursor) => {
    expect(decodeCursor(cursor)).toBeNull();
  });
});

describe("the window first/after ask for", () => {
  it("starts at the top, or just after the cursor's item", () => {
    expect(windowOf({})).toEqual({ skip: 0, take: 20 });
    expect(windowOf({ first: 5 })).toEqual({ skip: 0, take: 5 });
    expect(windowOf({ first: 5, after: encodeCursor(9) })).toEqual({ skip: 10, take: 5 });
  });

  it.each([[0], [-1], [MAX_PAGE_SIZE + 1], [2.5]])("refuses first: %p naming first", (first) => {
    expect(() => windowOf({ first })).toThrow(ValidationError);
    try {
      windowOf({ first });
    } catch (error) {
      expect((error as ValidationError).problems).toEqual([{ field: "first", message: `first must be between 1 and ${MAX_PAGE_SIZE}` }]);
    }
  });

  it("refuses a cursor it did not make, naming after", () => {
    expect(() => windowOf({ after: "nope" })).toThrow(
      expect.objectContaining({ problems: [{ field: "after", message: "after is not a cursor of this list" }] }),
    );
  });
});

describe("a connection", () => {
  it("gives each item the cursor of its place, and says whether more follow", () => {
    const connection = toConnection({ items: ["c", "d"], totalCount: 5 }, { skip: 2, take: 2 });
    expect(connection.edges.map((e) => [e.node, decodeCursor(e.cursor)])).toEqual([
      ["c", 2],
      ["d", 3],
    ]);
    expect(connection.nodes).toEqual(["c", "d"]);
    expect(connection.pageInfo).toEqual({
      hasNextPage: true,
      hasPreviousPage: true,
      startCursor: encodeCursor(2),
      endCursor: encodeCursor(3),
    });
  });

  it("ends at the last item, and an empty page has no cursors", () => {
    expect(toConnection({ items: ["e"], totalCount: 5 }, { skip: 4, take: 2 }).pageInfo.hasNextPage).toBe(false);
    expect(toConnection({ items: [], totalCount: 5 }, { skip: 5, take: 2 }).pageInfo).toEqual({
      hasNextPage: false,
      hasPreviousPage: true,
      startCursor: null,
      endCursor: null,
    });
  });
});
