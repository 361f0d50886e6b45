import type { ApolloServerPlugin } from "@apollo/server";
import { GraphQLError, visit } from "graphql";
import { isAdmin } from "../common/auth/viewer";
import type { RequestContext } from "../common/context";
import { oncePerDocument } from "./once-per-document";

/**
 * What a production API does not tell strangers about itself: for anonymous and customer requests,
 * introspection is refused (unless GRAPHQL_INTROSPECTION opens it) and validation errors do not
 * suggest field names ("Did you mean ...?"). Admins keep both: the admin app's developers need them.
 */
export function schemaPrivacyPlugin(options: { introspectionForEveryone: boolean }): ApolloServerPlugin<RequestContext> {
  return {
    requestDidStart({ contextValue }) {
      const trusted = isAdmin(contextValue.viewer);
      return Promise.resolve({
        didResolveOperation({ document }) {
          if (trusted || options.introspectionForEveryone || !asksForSchema(document)) return Promise.resolve();
          return Promise.reject(
            new GraphQLError("Introspection is turned off on this server.", {
              extensions: { code: "GRAPHQL_VALIDATION_FAILED", http: { status: 400 } },
            }),
          );
        },
        willSendResponse({ response }) {
          if (trusted || response.body.kind !== "single") return Promise.resolve();
          for (const error of response.body.singleResult.errors ?? []) {
            (error as { message: string }).message = error.message.replace(/ ?Did you mean .+\?$/, "");
          }
          return Promise.resolve();
        },
      });
    },
  };
}

/** Whether the document asks about the schema itself (introspection). */
const asksForSchema = oncePerDocument((document) => {
  let found = false;
  visit(document, {
    Field(node) {
      if (node.name.value === "__schema" || node.name.value === "__type") found = true;
    },
  });
  return found;
});
