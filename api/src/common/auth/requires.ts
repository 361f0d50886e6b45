import { GraphQLObjectType, type GraphQLSchema } from "graphql";
import { Authorized, Extensions } from "type-graphql";
import { type Permission, requiresSentence } from "./permissions";

/** Where a field's required permissions are kept in the built schema (`field.extensions`). */
const REQUIRES = "requiresPermissions";

/**
 * An admin operation (or field) that a staff member holding one of `permissions` may call. The same
 * declaration is what the auth checker enforces and what `describeRequiredPermissions` writes into
 * the field's description, so the two cannot drift apart.
 */
export function Requires(...permissions: [Permission, ...Permission[]]): MethodDecorator & PropertyDecorator {
  const authorized = Authorized(...permissions);
  const extensions = Extensions({ [REQUIRES]: permissions });
  return (target: object, key: string | symbol, descriptor?: PropertyDescriptor) => {
    authorized(target, key, descriptor!);
    extensions(target, key, descriptor!);
  };
}

/** The permissions a built schema field requires, if it is an admin one. */
export const requiredPermissions = (field: { extensions?: Record<string, unknown> | null }): readonly Permission[] | undefined =>
  field.extensions?.[REQUIRES] as readonly Permission[] | undefined;

/** Inserts "Requires the X permission." before the description's "Errors: ..." (which ends it), or at its end. */
function withRequiredPermissions(description: string | null | undefined, permissions: readonly Permission[]): string {
  const sentence = requiresSentence(permissions);
  const text = description ?? "";
  const errors = /\. Errors: [^.]*$/.exec(text);
  if (errors) return `${text.slice(0, errors.index)}. ${sentence}${text.slice(errors.index + 1)}`;
  return text ? `${text.replace(/\.?$/, ".")} ${sentence}` : sentence;
}

/** Writes each admin field's required permissions into its description, from its `@Requires`. */
export function describeRequiredPermissions(schema: GraphQLSchema): void {
  for (const type of Object.values(schema.getTypeMap())) {
    if (!(type instanceof GraphQLObjectType) || type.name.startsWith("__")) continue;
    for (const field of Object.values(type.getFields())) {
      const permissions = requiredPermissions(field);
      if (permissions) field.description = withRequiredPermissions(field.description, permissions);
    }
  }
}
