import { ValidationError } from "../../src/common/errors";
import { Keyset, key } from "../../src/common/keyset";
import { MAX_PAGE_SIZE, toConnection, windowOf } from "../../src/common/pagination";

const NEWEST = new Keyset("things", [key("t.created_at", "DESC", "timestamptz"), key("t.id", "ASC", "uuid")]);
const ID = "0b0e8f7e-6a43-4a39-9d5c-2f5b1a9c0d11";
const KEY = JSON.stringify(["2026-11-27 10:00:00.123456+00", ID]);

describe("cursors", () => {
  it("read back the key they were made from", () => {
    expect(NEWEST.decode(NEWEST.encode(KEY))).toEqual(JSON.parse(KEY));
  });

  it("are opaque, URL-safe text", () => {
    expect(NEWEST.encode(KEY)).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(NEWEST.encode(KEY)).not.toContain(ID);
  });

  const encoded = (value: unknown) => Buffer.from(JSON.stringify(value)).toString("base64url");
  it.each([
    ["", "empty"],
    ["!!!", "not base64url"],
    [Buffer.from("o:3").toString("base64url"), "an old position cursor"],
    [encoded(["others", "2026-11-27 10:00:00+00", ID]), "another list's"],
    [encoded(["things", "2026-11-27 10:00:00+00"]), "a key short"],
    [encoded(["things", "yesterday", ID]), "a value not of its key's type"],
    [encoded(["things", "2026-11-27 10:00:00+00", "1; DROP TABLE t"]), "SQL for an id"],
    [encoded(["things", 5, ID]), "a value that is not text"],
    ["A".repeat(3000), "too long"],
  ])("refuse %p (%s) naming after", (cursor) => {
    expect(() => NEWEST.decode(cursor)).toThrow(
      expect.objectContaining({ problems: [{ field: "after", message: "after is not a cursor of this list" }] }),
    );
  });
});

describe("the rows after a cursor", () => {
  it("compare as a row when every key runs one way, so an index serves them", () => {
    const same = new Keyset("s", [key("a", "DESC", "timestamptz"), key("id", "DESC", "uuid")]);
    expect(same.afterPositional(same.encode(KEY), 3)).toEqual({
      sql: "(a, id) < (CAST($3 AS timestamptz), CAST($4 AS uuid))",
      values: JSON.parse(KEY),
    });
  });

  it("take each key in turn when they run both ways", () => {
    expect(NEWEST.afterNamed(NEWEST.encode(KEY)).sql).toBe(
      "((t.created_at < CAST(:after0 AS timestamptz)) OR (t.created_at = CAST(:after0 AS timestamptz) AND t.id > CAST(:after1 AS uuid)))",
    );
  });

  it("are every row on a first page", () => {
    expect(NEWEST.afterNamed(null)).toEqual({ sql: "TRUE", params: {} });
  });
});

describe("the window first/after ask for", () => {
  it("starts at the top, or after the cursor", () => {
    expect(windowOf({})).toEqual({ after: null, skip: 0, take: 20 });
    expect(windowOf({ first: 5, after: "c" })).toEqual({ after: "c", skip: 0, take: 5 });
  });

  it.each([[0], [-1], [MAX_PAGE_SIZE + 1], [2.5]])("refuses first: %p naming first", (first) => {
    expect(() => windowOf({ first })).toThrow(ValidationError);
    try {
      windowOf({ first });
    } catch (error) {
      expect((error as ValidationError).problems).toEqual([{ field: "first", message: `first must be between 1 and ${MAX_PAGE_SIZE}` }]);
    }
  });
});

describe("a page", () => {
  const rows = ["c", "d", "e"].map((item, i) => ({ item, key: JSON.stringify([`2026-11-27 10:00:0${i}+00`, ID]) }));

  it("keeps `take` rows with their cursors, the extra one saying more follow", () => {
    const window = { after: "x", skip: 0, take: 2 };
    const connection = toConnection(NEWEST.page(rows, window, 9), window);
    expect(connection.nodes).toEqual(["c", "d"]);
    expect(connection.edges.map((e) => NEWEST.decode(e.cursor)[0])).toEqual(["2026-11-27 10:00:00+00", "2026-11-27 10:00:01+00"]);
    expect(connection.pageInfo).toEqual({
      hasNextPage: true,
      hasPreviousPage: true,
      startCursor: connection.edges[0].cursor,
      endCursor: connection.edges[1].cursor,
    });
    expect(connection.totalCount).toBe(9);
  });

  it("ends at the last row, and an empty page has no cursors", () => {
    const first = { after: null, skip: 0, take: 3 };
    expect(toConnection(NEWEST.page(rows, first, 3), first).pageInfo.hasNextPage).toBe(false);
    expect(toConnection(NEWEST.page([], first, 0), first).pageInfo).toEqual({
      hasNextPage: false,
      hasPreviousPage: false,
      startCursor: null,
      endCursor: null,
    });
  });
});
