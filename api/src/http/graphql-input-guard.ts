import type { ApolloServerPlugin } from "@apollo/server";
import { type DocumentNode, GraphQLError, valueFromASTUntyped, visit } from "graphql";
import { findUnsafeText } from "../common/safe-text";

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

/** Apollo keeps one parsed document per query text: its inline arguments are looked through once. */
const inlineVerdicts = new WeakMap<DocumentNode, string | null>();

function unsafeInlineArgument(document: DocumentNode): string | null {
  let field = inlineVerdicts.get(document);
  if (field === undefined) {
    field = null;
    visit(document, {
      Argument(node) {
        field ??= findUnsafeText(valueFromASTUntyped(node.value), node.name.value);
      },
    });
    inlineVerdicts.set(document, field);
  }
  return field;
}
