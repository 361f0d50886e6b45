import type { ApolloServerPlugin } from "@apollo/server";
import { GraphQLError, GraphQLSchema, ValidationRule } from "graphql";
import depthLimit from "graphql-depth-limit";
import { fieldExtensionsEstimator, getComplexity, simpleEstimator } from "graphql-query-complexity";

/** Refuses queries nested deeper than `maxDepth` before they run. */
export const depthLimitRule = (maxDepth: number): ValidationRule => depthLimit(maxDepth) as ValidationRule;

/**
 * Refuses operations whose estimated cost is above `maxComplexity`: each field costs 1, and a
 * list field declares its cost through `complexity` (e.g. times its page size).
 */
export function complexityLimitPlugin(schema: GraphQLSchema, maxComplexity: number): ApolloServerPlugin {
  return {
    async requestDidStart() {
      return {
        async didResolveOperation({ request, document }) {
          const complexity = getComplexity({
            schema,
            query: document,
            operationName: request.operationName,
            variables: request.variables,
            estimators: [fieldExtensionsEstimator(), simpleEstimator({ defaultComplexity: 1 })],
          });
          if (complexity > maxComplexity) {
            throw new GraphQLError(
              `Query is too complex: its cost is ${complexity}, the limit is ${maxComplexity}. Ask for fewer fields or smaller pages.`,
              { extensions: { code: "QUERY_TOO_COMPLEX", http: { status: 400 } } },
            );
          }
        },
      };
    },
  };
}
