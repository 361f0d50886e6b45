/**
 * Comparing an answer with the one a guide shows, where `<name>` stands for a value the guide does
 * not state (an id, a token, a time). The first answer that shows `<name>` gives it its value;
 * later answers must show that same value there, and later requests are sent with it.
 */
export type Bindings = Map<string, unknown>;

const PLACEHOLDER = /<([^<>\n]+)>/g;
const WHOLE = /^<([^<>\n]+)>$/;
const HAS_PLACEHOLDER = /<[^<>\n]+>/;

/** What differs between the answer shown and the one received, each naming its path; binds new placeholders. */
export function mismatches(shown: unknown, actual: unknown, at: string, bound: Bindings): string[] {
  const here = at || "the answer";
  if (typeof shown === "string" && WHOLE.test(shown)) {
    const name = WHOLE.exec(shown)![1];
    if (actual === null || actual === undefined)
      return [`${here}: the guide shows a value (${shown}), the shop answered ${String(actual)}`];
    if (!bound.has(name)) bound.set(name, actual);
    return sameJson(bound.get(name), actual)
      ? []
      : [`${here}: ${shown} was ${JSON.stringify(bound.get(name))} before, now ${JSON.stringify(actual)}`];
  }
  if (typeof shown === "string" && HAS_PLACEHOLDER.test(shown)) return textMismatches(shown, actual, here, bound);
  if (Array.isArray(shown)) {
    if (!Array.isArray(actual) || actual.length !== shown.length)
      return [`${here}: the guide shows ${shown.length} items, the shop answered ${JSON.stringify(actual)}`];
    return shown.flatMap((item, i) => mismatches(item, actual[i], `${at}[${i}]`, bound));
  }
  if (shown !== null && typeof shown === "object") {
    if (actual === null || typeof actual !== "object" || Array.isArray(actual))
      return [`${here}: the guide shows an object, the shop answered ${JSON.stringify(actual)}`];
    return Object.entries(shown).flatMap(([key, value]) =>
      key in actual
        ? mismatches(value, (actual as Record<string, unknown>)[key], at ? `${at}.${key}` : key, bound)
        : [`${at ? `${at}.${key}` : key}: the guide shows it, the shop's answer has no such field`],
    );
  }
  return sameJson(shown, actual) ? [] : [`${here}: the guide shows ${JSON.stringify(shown)}, the shop answered ${JSON.stringify(actual)}`];
}

/** A text with placeholders in it (`Bearer <token>`): the rest must be as shown. */
function textMismatches(shown: string, actual: unknown, here: string, bound: Bindings): string[] {
  const names = [...shown.matchAll(PLACEHOLDER)].map((m) => m[1]);
  const pattern = shown
    .split(PLACEHOLDER)
    .map((part, i) => (i % 2 ? "(.+?)" : part.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")))
    .join("");
  const match = typeof actual === "string" ? new RegExp(`^${pattern}$`, "s").exec(actual) : null;
  if (!match) return [`${here}: the guide shows ${JSON.stringify(shown)}, the shop answered ${JSON.stringify(actual)}`];
  return names.flatMap((name, i) => mismatches(`<${name}>`, match[i + 1], here, bound));
}

/** A request as the guide shows it, with each `<name>` an earlier answer gave replaced by its value. */
export function substitute<T>(value: T, bound: Bindings): T {
  if (typeof value === "string") {
    const whole = WHOLE.exec(value);
    if (whole && bound.has(whole[1])) return bound.get(whole[1]) as T;
    return value.replace(PLACEHOLDER, (text, name: string) => {
      if (!bound.has(name)) throw new Error(`the guide sends ${text} before any answer gave it`);
      return String(bound.get(name));
    }) as T;
  }
  if (Array.isArray(value)) return value.map((item: unknown) => substitute(item, bound)) as T;
  if (value !== null && typeof value === "object")
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, substitute(item, bound)])) as T;
  return value;
}

const sameJson = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);
