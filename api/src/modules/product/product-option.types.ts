import { IsEnum, IsOptional, MaxLength } from "class-validator";
import { Field, InputType, ObjectType } from "type-graphql";
import { Connected } from "../../common/pagination";
import { ProductOptionKind, ProductOptionValue } from "./product-option-value.entity";

@InputType({ description: "A size, colour or material to add to the catalogue's option lists" })
export class ProductOptionValueInput {
  @Field(() => ProductOptionKind, { description: "Which list it belongs to" })
  @IsEnum(ProductOptionKind, { message: "Kind must be size, color or material" })
  kind: ProductOptionKind;

  @Field({
    description: "1 to 30 letters, digits, spaces, hyphens, dots, slashes or &; colours are stored lowercase, materials capitalised",
  })
  @MaxLength(30, { message: "Name must be at most 30 characters" })
  name: string;

  @Field(() => String, { nullable: true, description: "A colour's swatch as #rrggbb (required for a colour, none for a size or material)" })
  @IsOptional()
  swatch?: string | null;
}

@ObjectType({ description: "A page of product option values" })
export class ProductOptionValueConnection extends Connected(ProductOptionValue, "ProductOptionValue") {}
