import fs from "node:fs";
import path from "node:path";

/**
 * Every GraphQL list pages after its cursor's sort key (common/keyset.ts), so rows added or
 * removed while a client pages move no other row. An OFFSET in a list's query may only carry the
 * window's `skip`: REST's numbered pages, always 0 for a cursor (windowOf). An offset counted any
 * other way (the rows already seen, a position in the cursor) repeats or skips rows as the list changes.
 */

const SRC = path.resolve(__dirname, "../../src");
// The Razorpay sandbox imitates Razorpay's own count-and-skip paging: no list of the shop's.
const NOT_THE_SHOPS = [path.join(SRC, "sandbox")];

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return NOT_THE_SHOPS.includes(full) ? [] : sourceFiles(full);
    return entry.name.endsWith(".ts") ? [full] : [];
  });
}

/** The text between `open` at `from` and its matching close, split at its top-level commas. */
function topLevelItems(text: string, from: number, open: string, close: string): string[] {
  const items: string[] = [];
  let depth = 0;
  let item = "";
  for (let i = from; i < text.length; i++) {
    const c = text[i];
    if ("([{".includes(c)) depth += 1;
    if (")]}".includes(c)) depth -= 1;
    if (depth === 0 && c === close) return [...items, item.trim()];
    if (depth === 1 && c === ",") {
      items.push(item.trim());
      item = "";
    } else if (!(depth === 1 && c === open && i === from)) item += c;
  }
  return items;
}

/** What each OFFSET of a file's queries is bound to: a query builder's offset/skip, or SQL's OFFSET with its parameter. */
function offsetsIn(text: string): Array<{ line: number; bound: string }> {
  const lineOf = (index: number) => text.slice(0, index).split("\n").length;
  const found: Array<{ line: number; bound: string }> = [];
  for (const m of text.matchAll(/\.(?:offset|skip)\(([^)]*)\)/g)) found.push({ line: lineOf(m.index), bound: m[1].trim() });
  for (const m of text.matchAll(/\bOFFSET\s+(?:\$(\d+)|:(\w+)|(\S+))/g)) {
    // The statement's parameters follow its closing backtick: an array for $n, an object for :name.
    const end = text.indexOf("`", m.index);
    let bound = m[3];
    if (m[1]) bound = topLevelItems(text, text.indexOf("[", end), "[", "]")[Number(m[1]) - 1];
    if (m[2]) bound = new RegExp(`\\b${m[2]}\\s*:\\s*([\\w.]+)`).exec(text.slice(end))?.[1] ?? `:${m[2]} (unbound)`;
    found.push({ line: lineOf(m.index), bound: bound ?? `$${m[1]} (unbound)` });
  }
  return found;
}

describe("the lists' queries", () => {
  it("offset only by the window's skip (0 for a cursor), never a count of rows seen", () => {
    const offsets = sourceFiles(SRC).flatMap((file) =>
      offsetsIn(fs.readFileSync(file, "utf8")).map((o) => ({ ...o, at: `${path.relative(SRC, file)}:${o.line}` })),
    );
    // The shared keyset reader and the lists written in SQL.
    expect(offsets.length).toBeGreaterThan(5);
    expect(offsets.filter((o) => o.bound !== "window.skip").map((o) => `${o.at} offsets by ${o.bound}`)).toEqual([]);
  });

  it.each([
    ["`SELECT * FROM t ORDER BY a LIMIT $1 OFFSET $2`, [window.take + 1, seen.length]", "seen.length"],
    ["`SELECT * FROM t ORDER BY a OFFSET $1 LIMIT $2`, [f(a, b), 20]", "f(a, b)"],
    ["`SELECT * FROM t ORDER BY a LIMIT :take OFFSET :skip`, { take: 20, skip: position }", "position"],
    ["query.orderBy('a').skip(page * 20)", "page * 20"],
    ["query.orderBy('a').offset(window.skip)", "window.skip"],
    ["`SELECT * FROM t LIMIT $2 OFFSET $3`, [kind, window.take + 1, window.skip, ...after.values]", "window.skip"],
  ])("reads what %s offsets by", (source, bound) => {
    expect(offsetsIn(source).map((o) => o.bound)).toEqual([bound]);
  });
});
