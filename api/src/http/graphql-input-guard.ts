import type { ApolloServerPlugin } from "@apollo/server";
import { GraphQLError, valueFromASTUntyped, visit } from "graphql";
import { findUnsafeText } from "../common/safe-text";
import { oncePerDocument } from "./once-per-document";

/**
 * Refuses, before anything runs, an operation whose variables or inline arguments hold text with a
 * NUL or an unpaired surrogate (see common/safe-text), naming the field, so no such text ever
 * reaches the database.
 */
export const unsafeTextGuard: ApolloServerPlugin = {
  requestDidStart() {
    return Promise.resolve({
      didResolveOperation({ request, document }) {
        const field = findUnsafeText(request.variables ?? {}, "") ?? unsafeInlineArgument(document);
        if (!field) return Promise.resolve();
        return Promise.reject(
          new GraphQLError(`${field} contains a character that is not allowed (a NUL or an unpaired surrogate)`, {
            extensions: { code: "BAD_USER_INPUT", field, http: { status: 400 } },
          }),
        );
      },
    });
  },
};

/** The first inline argument whose text is unsafe, or null. */
const unsafeInlineArgument = oncePerDocument((document): string | null => {
  let field: string | null = null;
  visit(document, {
    Argument(node) {
      field ??= findUnsafeText(valueFromASTUntyped(node.value), node.name.value);
    },
  });
  return field;
});
