import { Field, ID, Int, ObjectType, registerEnumType } from "type-graphql";
import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from "typeorm";

export enum ProductOptionKind {
  SIZE = "size",
  COLOR = "color",
  MATERIAL = "material",
}
registerEnumType(ProductOptionKind, {
  name: "ProductOptionKind",
  description: "Which list of the catalogue an option value belongs to",
  valuesConfig: {
    SIZE: { description: "A size (Product.sizes, a variant's size)" },
    COLOR: { description: "A colour, with its swatch (Product.colors, a variant's colour)" },
    MATERIAL: { description: "A material (Product.material)" },
  },
});

/**
 * One value of the catalogue's option lists: a size, a colour (with its swatch) or a material.
 * The product form offers them, the API accepts only them, and the filters spell them as here.
 */
@ObjectType({ description: "A size, colour or material of the catalogue's option lists" })
@Entity("product_option_values")
export class ProductOptionValue {
  @Field(() => ID, { description: "The value's id" })
  @PrimaryGeneratedColumn("uuid")
  id: string;

  @Field(() => ProductOptionKind, { description: "Which list it belongs to" })
  @Column({ type: "enum", enum: ProductOptionKind, enumName: "product_option_kind" })
  kind: ProductOptionKind;

  @Field({ description: "As products store it: colours lowercase, materials capitalised, sizes as the admin typed them" })
  @Column({ type: "varchar", length: 30 })
  name: string;

  @Field(() => String, { nullable: true, description: "A colour's swatch, #rrggbb; null for sizes and materials" })
  @Column({ type: "varchar", length: 7, nullable: true })
  swatch: string | null;

  /** The list's order: sizes smallest first; values added later come last. */
  @Column({ type: "integer" })
  position: number;

  @CreateDateColumn({ type: "timestamptz" })
  createdAt: Date;

  /** Products using it (read with the admin's list; a value in use cannot be removed). */
  @Field(() => Int, { description: "Products that use it; only an unused value can be removed" })
  productCount: number;
}
