import type { ApolloServerPlugin } from "@apollo/server";
import { type DocumentNode, GraphQLError, type GraphQLSchema, Kind, type ValidationRule, visit } from "graphql";
import depthLimit from "graphql-depth-limit";
import { fieldExtensionsEstimator, getComplexity, simpleEstimator } from "graphql-query-complexity";

/**
 * Refuses queries nested deeper than `maxDepth` before they run. graphql-depth-limit follows
 * fragment spreads blindly and throws (a 500) on a spread of a fragment the document does not
 * define, or recurses without end on fragments that spread each other; graphql's own rules
 * (KnownFragmentNames, NoFragmentCycles) refuse those documents with a 400, so the depth is
 * measured only when the fragments can be followed.
 */
export const depthLimitRule = (maxDepth: number): ValidationRule => {
  const limit = depthLimit(maxDepth) as ValidationRule;
  return (context) => {
    if (fragmentsCanBeFollowed(context.getDocument())) limit(context);
    return {};
  };
};

/** Every spread names a fragment of the document, and no fragment leads back to itself. */
function fragmentsCanBeFollowed(document: DocumentNode): boolean {
  const spreadsOf = new Map<string, string[]>();
  for (const definition of document.definitions) {
    if (definition.kind !== Kind.FRAGMENT_DEFINITION) continue;
    const spreads: string[] = [];
    visit(definition, { FragmentSpread: (node) => void spreads.push(node.name.value) });
    spreadsOf.set(definition.name.value, spreads);
  }
  const allSpreads: string[] = [];
  visit(document, { FragmentSpread: (node) => void allSpreads.push(node.name.value) });
  if (!allSpreads.every((name) => spreadsOf.has(name))) return false;

  const cyclic = new Map<string, boolean>();
  const leadsBack = (name: string, path: ReadonlySet<string>): boolean => {
    if (path.has(name)) return true;
    const known = cyclic.get(name);
    if (known !== undefined) return known;
    const verdict = spreadsOf.get(name)!.some((next) => leadsBack(next, new Set(path).add(name)));
    cyclic.set(name, verdict);
    return verdict;
  };
  return [...spreadsOf.keys()].every((name) => !leadsBack(name, new Set()));
}

/**
 * Refuses operations with more than `maxAliases` aliased fields: aliases are how one request asks
 * for the same expensive field a thousand times.
 */
export const aliasLimitRule =
  (maxAliases: number): ValidationRule =>
  (context) => {
    let aliases = 0;
    return {
      Field(node) {
        if (node.alias && ++aliases === maxAliases + 1) {
          context.reportError(new GraphQLError(`Too many aliases: at most ${maxAliases} in one operation.`, { nodes: [node] }));
        }
      },
    };
  };

const MAX_KNOWN_COSTS = 1000;

/**
 * Refuses operations whose estimated cost is above `maxComplexity`: each field costs 1, a lookup
 * that reads the database declares more, and a list field declares its cost through `complexity`
 * (e.g. times its page size).
 */
export function complexityLimitPlugin(schema: GraphQLSchema, maxComplexity: number): ApolloServerPlugin {
  // The cost of a document with the same variables is the same: worked out once (Apollo keeps one
  // parsed document per query text, so a storefront page's query is weighed once per variables).
  const known = new WeakMap<DocumentNode, Map<string, number>>();
  return {
    requestDidStart() {
      return Promise.resolve({
        // Weighing throws the client's mistakes as GraphQL errors; Apollo expects them as a rejection.
        didResolveOperation: ({ request, document }) =>
          new Promise<void>((resolve) => {
            const costs = known.get(document) ?? new Map<string, number>();
            known.set(document, costs);
            const key = `${request.operationName ?? ""}\n${JSON.stringify(request.variables ?? {})}`;
            let complexity: number | undefined = costs.get(key);
            try {
              complexity ??= getComplexity({
                schema,
                query: document,
                operationName: request.operationName,
                variables: request.variables,
                estimators: [fieldExtensionsEstimator(), simpleEstimator({ defaultComplexity: 1 })],
              });
              if (costs.size >= MAX_KNOWN_COSTS) costs.clear();
              costs.set(key, complexity);
            } catch (err) {
              // The cost needs the variables, so a variable of the wrong type or with an unknown field
              // is found here first: it is the client's mistake, told as such.
              if (err instanceof GraphQLError) {
                throw new GraphQLError(err.message, { extensions: { code: "BAD_USER_INPUT", http: { status: 400 } } });
              }
              throw err;
            }
            if (complexity > maxComplexity) {
              throw new GraphQLError(
                `Query is too complex: its cost is ${complexity}, the limit is ${maxComplexity}. Ask for fewer fields or smaller pages.`,
                { extensions: { code: "QUERY_TOO_COMPLEX", http: { status: 400 } } },
              );
            }
            resolve();
          }),
      });
    },
  };
}
