import { IsOptional, MaxLength, ValidateNested } from "class-validator";
import { Field, InputType } from "type-graphql";
import { Required } from "../../common/validation";

@InputType({ description: "A category's picture; both parts optional" })
export class CategoryImageInput {
  @Field(() => String, { nullable: true, description: "A data: URL of a JPEG, PNG or WebP file up to 5 MB, or an image URL" })
  @IsOptional()
  url?: string | null;

  @Field(() => String, { nullable: true })
  @IsOptional()
  @MaxLength(200, { message: "Alt text must be at most 200 characters" })
  altText?: string | null;
}

@InputType({ description: "The admin category form. The slug is built from the name." })
export class CategoryInput {
  @Field(() => String, { nullable: true, description: "Required" })
  @MaxLength(100, { message: "Category name must be at most 100 characters" })
  @Required("Category name is required")
  name?: string | null;

  @Field(() => String, { nullable: true, description: "Required" })
  @MaxLength(2000, { message: "Description must be at most 2000 characters" })
  @Required("Description is required")
  description?: string | null;

  @Field(() => CategoryImageInput, { nullable: true })
  @IsOptional()
  @ValidateNested()
  image?: CategoryImageInput | null;

  @Field({ defaultValue: true, description: "Shoppers see published categories (and their products) only" })
  isPublished: boolean = true;
}
