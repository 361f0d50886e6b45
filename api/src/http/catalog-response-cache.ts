import type { ApolloServerPlugin } from "@apollo/server";
import type { ServerResponse } from "node:http";
import { Kind, type OperationDefinitionNode, OperationTypeNode, parse } from "graphql";
import type { RequestContext } from "../common/context";
import { KeptAnswer } from "./kept-answer";

/** The root fields that only read the catalogue, and so may be answered from the cache. */
const CATALOG_READS = new Set([
  "products",
  "product",
  "similarProducts",
  "newArrivals",
  "bestSellers",
  "categories",
  "category",
  "bannerSlides",
  "__typename",
]);
const MAX_ANSWERS = 2000;

/** Whether an operation is a query of catalogue reads only: the same for every guest, so it may be cached. */
export function readsOnlyCatalog(operation: OperationDefinitionNode): boolean {
  return (
    operation.operation === OperationTypeNode.QUERY &&
    operation.selectionSet.selections.every((s) => s.kind === Kind.FIELD && CATALOG_READS.has(s.name.value))
  );
}
const MAX_KNOWN_QUERIES = 500;

export interface GraphqlBody {
  query?: unknown;
  variables?: unknown;
  operationName?: unknown;
}

/**
 * Answers a guest's catalogue read (a query made only of CATALOG_READS fields, sent without a
 * token) with the JSON an identical request got under the same catalogue version, for at most
 * `seconds`. Every catalogue edit, review, and product going out of stock or back in changes the
 * version, so shoppers see them at once; a stock count that stays above zero and units sold
 * (the bestseller order), which orders change without touching the version, may lag by up to
 * `seconds`. Signed-in requests, mutations and answers with errors are never kept.
 *
 * A kept answer is sent before Express runs (http/front.ts asks `answerOrWorkOut`);
 * answers are kept by the Apollo `plugin` once GraphQL has run them, limits and all.
 */
export class CatalogResponseCache {
  private readonly answers = new Map<string, { answer: KeptAnswer; expires: number }>();
  /** Answers being worked out now: identical requests meanwhile wait for them rather than run them again. */
  private readonly pending = new Map<string, { answer: Promise<KeptAnswer | null>; settle: (answer: KeptAnswer | null) => void }>();
  private answersVersion = "";
  /** Whether a query text (and operation name) reads only the catalogue, worked out once per text. */
  private readonly catalogOnly = new Map<string, boolean>();

  constructor(private readonly options: { seconds: number; catalogVersion: () => Promise<string> }) {}

  /**
   * The kept answer to a guest's request, or the answer an identical request in flight is working
   * out; null when this request must run GraphQL. It then works the answer out for identical
   * requests that arrive meanwhile: keeping its answer settles their wait, and so does the end of
   * `res` without an answer to keep (an error).
   */
  async answerOrWorkOut(body: GraphqlBody, res: ServerResponse): Promise<KeptAnswer | null> {
    const key = await this.keyOf("POST", undefined, body);
    if (!key) return null;
    const hit = this.keptAnswer(key);
    if (hit) return hit;
    const pending = this.pending.get(key);
    if (pending) return pending.answer;
    let settle!: (answer: KeptAnswer | null) => void;
    const answer = new Promise<KeptAnswer | null>((resolve) => (settle = resolve));
    this.pending.set(key, { answer, settle });
    res.on("close", () => {
      settle(null);
      if (this.pending.get(key)?.answer === answer) this.pending.delete(key);
    });
    return null;
  }

  plugin(): ApolloServerPlugin<RequestContext> {
    return {
      requestDidStart: async ({ request, contextValue }) => {
        const guest = !contextValue.viewer && !contextValue.tokenProblem;
        const body: GraphqlBody = { query: request.query, variables: request.variables, operationName: request.operationName };
        const key = guest ? await this.keyOf(request.http?.method ?? "POST", undefined, body) : null;
        if (!key) return;
        return {
          willSendResponse: ({ response }) => {
            if (response.body.kind === "single" && !response.body.singleResult.errors)
              this.keep(key, new KeptAnswer(Buffer.from(JSON.stringify(response.body.singleResult))));
            return Promise.resolve();
          },
        };
      },
    };
  }

  /** The kept answer to a guest's request made inside the server (a page it renders), if there is one. */
  async answerFor(body: GraphqlBody): Promise<string | null> {
    const key = await this.keyOf("POST", undefined, body);
    return (key && this.keptAnswer(key)?.json.toString()) ?? null;
  }

  private keptAnswer(key: string): KeptAnswer | null {
    const hit = this.answers.get(key);
    return hit && hit.expires >= Date.now() ? hit.answer : null;
  }

  /** The answer's key under the current catalogue version, or null when the request may not be cached. */
  private async keyOf(method: string, authorization: string | undefined, body: GraphqlBody | undefined): Promise<string | null> {
    if (this.options.seconds <= 0 || method !== "POST" || authorization || typeof body?.query !== "string") return null;
    const operationName = typeof body.operationName === "string" ? body.operationName : "";
    if (!this.readsOnlyCatalog(body)) return null;
    const version = await this.options.catalogVersion();
    if (version !== this.answersVersion) {
      // Answers of an older catalogue are never sent again.
      this.answers.clear();
      this.answersVersion = version;
    }
    return `${version}\n${operationName}\n${body.query}\n${JSON.stringify(body.variables ?? {})}`;
  }

  private keep(key: string, answer: KeptAnswer): void {
    this.pending.get(key)?.settle(answer);
    this.answers.delete(key);
    this.answers.set(key, { answer, expires: Date.now() + this.options.seconds * 1000 });
    // A Map keeps insertion order: past the limit, the oldest answer goes.
    if (this.answers.size > MAX_ANSWERS) this.answers.delete(this.answers.keys().next().value!);
  }

  /** Whether a request body is a query of catalogue reads only (CATALOG_READS), worked out once per query text. */
  readsOnlyCatalog(body: GraphqlBody | undefined): boolean {
    if (typeof body?.query !== "string") return false;
    const query = body.query;
    const operationName = typeof body.operationName === "string" ? body.operationName : "";
    const known = this.catalogOnly.get(`${operationName}\n${query}`);
    if (known !== undefined) return known;
    let answer = false;
    try {
      const operations = parse(query).definitions.filter((d): d is OperationDefinitionNode => d.kind === Kind.OPERATION_DEFINITION);
      const operation = operationName
        ? operations.find((o) => o.name?.value === operationName)
        : operations.length === 1
          ? operations[0]
          : undefined;
      answer = operation !== undefined && readsOnlyCatalog(operation);
    } catch {
      // Not GraphQL: Apollo answers it with its own error.
    }
    if (this.catalogOnly.size >= MAX_KNOWN_QUERIES) this.catalogOnly.clear();
    this.catalogOnly.set(`${operationName}\n${query}`, answer);
    return answer;
  }
}
