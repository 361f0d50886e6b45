import {
  isEnumType,
  isInputObjectType,
  isInterfaceType,
  isIntrospectionType,
  isObjectType,
  isSpecifiedScalarType,
  isUnionType,
  type GraphQLNamedType,
} from "graphql";
import { buildShopSchema } from "../../src/shop/schema";

// Partners build against the schema alone: every element they can name must say what it is.
// The list is printed as `Type.field(arg)` paths so a failure says exactly what to describe.
function undescribed(type: GraphQLNamedType): string[] {
  const missing: string[] = [];
  const blank = (text: string | null | undefined) => !text || text.trim() === "";
  if (blank(type.description)) missing.push(type.name);
  if (isObjectType(type) || isInterfaceType(type)) {
    for (const field of Object.values(type.getFields())) {
      if (blank(field.description)) missing.push(`${type.name}.${field.name}`);
      for (const arg of field.args) {
        if (blank(arg.description)) missing.push(`${type.name}.${field.name}(${arg.name})`);
      }
    }
  } else if (isInputObjectType(type)) {
    for (const field of Object.values(type.getFields())) {
      if (blank(field.description)) missing.push(`${type.name}.${field.name}`);
    }
  } else if (isEnumType(type)) {
    for (const value of type.getValues()) {
      if (blank(value.description)) missing.push(`${type.name}.${value.name}`);
    }
  } else if (isUnionType(type)) {
    // A union's members are described on their own types.
  }
  return missing;
}

describe("schema descriptions", () => {
  it("every type, field, argument, input field and enum value has a description", async () => {
    const schema = await buildShopSchema();
    const missing = Object.values(schema.getTypeMap())
      .filter((type) => !isIntrospectionType(type) && !isSpecifiedScalarType(type))
      .flatMap(undescribed);
    expect(missing).toEqual([]);
  });
});
