import { type GraphQLSchema, Kind, type OperationDefinitionNode, OperationTypeNode, parse } from "graphql";
import { ERROR_CODES, type ErrorCode, isErrorCode } from "../../src/common/errors";

/*
 * Each operation lists in its description the codes it can refuse with (`Errors: A, B`, written by
 * common/errors/raises.ts). Every GraphQL answer a test receives is held to that list, so a test
 * that meets an undeclared code fails, and the list partners read cannot fall behind the code.
 */

/** Codes any operation may answer with, which no description lists: failures of the shop, and refusals of the request itself. */
const ANY_OPERATION = (code: ErrorCode): boolean =>
  code === "SERVICE_UNAVAILABLE" || code === "INTERNAL_SERVER_ERROR" || ERROR_CODES[code].kind === "BAD_REQUEST";

/** The codes a description declares, or null when it declares none. */
export function codesDeclaredIn(description: string | null | undefined): string[] | null {
  const match = /\. Errors: ([A-Z_, ]+|none of its own)$/.exec(description ?? "");
  if (!match) return null;
  return match[1] === "none of its own" ? [] : match[1].split(", ");
}

/** "Query.products" → the codes its description declares. */
export function declaredErrors(schema: GraphQLSchema): Map<string, Set<string>> {
  const declared = new Map<string, Set<string>>();
  for (const type of [schema.getQueryType(), schema.getMutationType()]) {
    for (const field of Object.values(type?.getFields() ?? {})) {
      declared.set(`${type!.name}.${field.name}`, new Set(codesDeclaredIn(field.description) ?? []));
    }
  }
  return declared;
}

interface AnsweredError {
  path?: ReadonlyArray<string | number>;
  extensions?: { code?: unknown };
}

/** Each error of an answer whose code its operation does not declare, as "Mutation.login: TOO_MANY_REQUESTS". */
export function undeclaredErrors(
  declared: Map<string, Set<string>>,
  query: string,
  errors: readonly AnsweredError[] | undefined,
  tokenSent: boolean,
): string[] {
  if (!errors?.length) return [];
  let operation: OperationDefinitionNode | undefined;
  try {
    operation = parse(query).definitions.find((d): d is OperationDefinitionNode => d.kind === Kind.OPERATION_DEFINITION);
  } catch {
    return []; // a document that does not parse is refused before any operation runs
  }
  if (!operation || operation.operation === OperationTypeNode.SUBSCRIPTION) return [];
  const rootType = operation.operation === OperationTypeNode.QUERY ? "Query" : "Mutation";
  const fieldOf = new Map<string, string>();
  for (const selection of operation.selectionSet.selections) {
    if (selection.kind === Kind.FIELD) fieldOf.set(selection.alias?.value ?? selection.name.value, selection.name.value);
  }
  return errors.flatMap((error) => {
    const code = error.extensions?.code;
    // The operation's own refusals; a field inside its answer that refuses (a connection's `first`, an admin-only field) is described on that field.
    const field = error.path?.length === 1 && typeof error.path[0] === "string" ? fieldOf.get(error.path[0]) : undefined;
    if (!field || !isErrorCode(code) || ANY_OPERATION(code)) return [];
    // A token that has expired or was ended is refused by whatever operation it is sent with.
    if (code === "UNAUTHENTICATED" && tokenSent) return [];
    const operationName = `${rootType}.${field}`;
    return declared.get(operationName)?.has(code) ? [] : [`${operationName}: ${code}`];
  });
}
