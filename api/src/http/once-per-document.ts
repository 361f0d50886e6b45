import type { DocumentNode } from "graphql";

/**
 * `work` on a parsed document, done once per document: Apollo keeps one parsed document per query
 * text, so a storefront page's query is looked through once, not on every request.
 */
export function oncePerDocument<T>(work: (document: DocumentNode) => T): (document: DocumentNode) => T {
  const done = new WeakMap<DocumentNode, { value: T }>();
  return (document) => {
    let found = done.get(document);
    if (!found) {
      found = { value: work(document) };
      done.set(document, found);
    }
    return found.value;
  };
}
