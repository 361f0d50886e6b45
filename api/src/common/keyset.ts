import type { ObjectLiteral, SelectQueryBuilder } from "typeorm";
import { ValidationError } from "./errors";
import type { ListSlice, ListWindow } from "./pagination";

/*
 * Keyset paging: a cursor holds the sort key of its item (each key's value as PostgreSQL writes
 * it, so a timestamp keeps its microseconds), and the next page is the rows that sort after that
 * key. A row inserted before the cursor or deleted after it moves no other row's place, so a
 * client paging through a list while it changes neither sees a row twice nor misses one. Every
 * keyset ends with a unique column (the id), so no two rows share a key.
 *
 * A cursor is base64url of a JSON array: the keyset's name, then its key values. Clients must not
 * build or read it; it is only meaningful for the list and sort it came from, and its values are
 * checked against each key's type before they reach SQL.
 */

/** How a key's value reads in a cursor, and the PostgreSQL type it is compared as. */
const KEY_TYPES = {
  timestamptz: /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}(\.\d{1,6})?[+-]\d{2}(:\d{2}){0,2}$/,
  date: /^\d{4}-\d{2}-\d{2}$/,
  uuid: /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/,
  bigint: /^-?\d{1,18}$/,
  numeric: /^-?\d{1,18}(\.\d{1,18})?$/,
  real: /^-?\d{1,40}(\.\d{1,40})?(e[+-]?\d{1,3})?$/,
  text: /^[^\0]{0,500}$/,
} as const;

export type KeyType = keyof typeof KEY_TYPES;

export interface SortKey {
  /** The SQL of the key (never null), over the list's table alias. */
  sql: string;
  order: "ASC" | "DESC";
  type: KeyType;
  /** The type the SQL compares the cursor's value as, when not `type` (`bpchar` for a char column). */
  cast?: string;
}

/** `key("o.created_at", "DESC", "timestamptz")`. */
export const key = (sql: string, order: SortKey["order"], type: KeyType, cast?: string): SortKey => ({ sql, order, type, cast });

const MAX_CURSOR_LENGTH = 2000;

/** The order of one list (one sort of it), and its cursors. */
export class Keyset {
  constructor(
    /** Names the list and sort in its cursors, so a cursor of another list or sort is refused. */
    readonly name: string,
    readonly keys: readonly SortKey[],
  ) {}

  /** The ORDER BY terms. */
  get orderBy(): string {
    return this.keys.map((k) => `${k.sql} ${k.order}`).join(", ");
  }

  /** A select expression giving a row's key as PostgreSQL writes it; `encode` turns it into the row's cursor. */
  get keyColumn(): string {
    return `json_build_array(${this.keys.map((k) => `(${k.sql})::text`).join(", ")})::text`;
  }

  encode(keyColumn: string): string {
    return Buffer.from(JSON.stringify([this.name, ...(JSON.parse(keyColumn) as string[])]), "utf8").toString("base64url");
  }

  /** The key values of a cursor of this keyset; anything else is refused naming `after`. */
  decode(cursor: string): string[] {
    const refused = () => ValidationError.field("after", "after is not a cursor of this list");
    if (cursor.length > MAX_CURSOR_LENGTH || !/^[A-Za-z0-9_-]+$/.test(cursor)) throw refused();
    let parsed: unknown;
    try {
      parsed = JSON.parse(Buffer.from(cursor, "base64url").toString("utf8"));
    } catch {
      throw refused();
    }
    if (!Array.isArray(parsed) || parsed[0] !== this.name || parsed.length !== this.keys.length + 1) throw refused();
    const values = parsed.slice(1) as unknown[];
    if (!values.every((v, i) => typeof v === "string" && KEY_TYPES[this.keys[i].type].test(v))) throw refused();
    return values as string[];
  }

  /**
   * SQL true of the rows that sort after the cursor's item; `placeholder(i)` is the parameter
   * holding its i-th value (`:after0`, `$3`). Keys all in one direction compare as a row, which an
   * index on them serves.
   */
  private after(placeholder: (i: number) => string): string {
    const value = (i: number) => `CAST(${placeholder(i)} AS ${this.keys[i].cast ?? this.keys[i].type})`;
    const beyond = (k: SortKey) => (k.order === "ASC" ? ">" : "<");
    if (this.keys.every((k) => k.order === this.keys[0].order)) {
      return `(${this.keys.map((k) => k.sql).join(", ")}) ${beyond(this.keys[0])} (${this.keys.map((_, i) => value(i)).join(", ")})`;
    }
    const each = this.keys.map((k, i) =>
      [...this.keys.slice(0, i).map((e, j) => `${e.sql} = ${value(j)}`), `${k.sql} ${beyond(k)} ${value(i)}`].join(" AND "),
    );
    return `((${each.join(") OR (")}))`;
  }

  /** The condition after a cursor with named parameters (`:after0`, ...) and their values; TRUE without a cursor. */
  afterNamed(cursor: string | null): { sql: string; params: Record<string, string> } {
    if (cursor === null) return { sql: "TRUE", params: {} };
    const params = Object.fromEntries(this.decode(cursor).map((v, i) => [`after${i}`, v]));
    return { sql: this.after((i) => `:after${i}`), params };
  }

  /** The condition after a cursor with positional parameters from `$first` on, and their values; TRUE without a cursor. */
  afterPositional(cursor: string | null, first: number): { sql: string; values: string[] } {
    if (cursor === null) return { sql: "TRUE", values: [] };
    return { sql: this.after((i) => `$${first + i}`), values: this.decode(cursor) };
  }

  /**
   * A page of rows read with LIMIT take + 1 (the extra one says whether more follow), each with
   * its `keyColumn`: the items, their cursors, and the list's total.
   */
  page<T>(rows: ReadonlyArray<{ item: T; key: string }>, window: ListWindow, totalCount: number): ListSlice<T> {
    const kept = rows.slice(0, window.take);
    return {
      items: kept.map((r) => r.item),
      cursors: kept.map((r) => this.encode(r.key)),
      hasNextPage: rows.length > window.take,
      totalCount,
    };
  }

  /**
   * One page of a TypeORM query's entities in this order, and how many the query selects in all:
   * two statements, as findAndCount. The query must select one entity, without joins.
   */
  async read<T extends ObjectLiteral>(query: SelectQueryBuilder<T>, window: ListWindow): Promise<ListSlice<T>> {
    const totalCount = await query.getCount();
    const paged = query
      .clone()
      .addSelect(this.keyColumn, "keyset_key")
      .orderBy(Object.fromEntries(this.keys.map((k) => [k.sql, k.order])))
      .offset(window.skip)
      .limit(window.take + 1);
    if (window.after !== null) {
      const after = this.afterNamed(window.after);
      paged.andWhere(after.sql, after.params);
    }
    const { entities, raw } = await paged.getRawAndEntities<{ keyset_key: string }>();
    return this.page(
      entities.map((item, i) => ({ item, key: raw[i].keyset_key })),
      window,
      totalCount,
    );
  }
}

/** Newest first, then by id: the order of most admin lists, over the table alias `x`. */
export const newestFirst = (name: string): Keyset =>
  new Keyset(name, [key("x.created_at", "DESC", "timestamptz"), key("x.id", "ASC", "uuid")]);
