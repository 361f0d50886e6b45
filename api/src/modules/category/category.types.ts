import { IsOptional, MaxLength, ValidateNested } from "class-validator";
import { Field, InputType, ObjectType } from "type-graphql";
import { Connected } from "../../common/pagination";
import { KeptUnlessSent } from "../../common/partial-update";
import { Required } from "../../common/validation";
import { Category } from "./category.entity";
import { SEO_DESCRIPTION_LENGTH, SEO_TITLE_LENGTH } from "@shop/words/search-engine";

@InputType({ description: "A category's picture; both parts optional" })
export class CategoryImageInput {
  @Field(() => String, { nullable: true, description: "A data: URL of a JPEG, PNG or WebP file up to 5 MB, or an image URL" })
  @IsOptional()
  url?: string | null;

  @Field(() => String, { description: "Text describing the picture to people who cannot see it (at most 200 characters)", nullable: true })
  @IsOptional()
  @MaxLength(200, { message: "Alt text must be at most 200 characters" })
  altText?: string | null;
}

const HANDLE_LENGTH = 100;
const HANDLE_RULE = `at most ${HANDLE_LENGTH} letters, digits and dashes (spaces become dashes, the rest is dropped); another category's handle is refused`;
const SEO_TITLE = `The title search engines and shares show before the shop's name, at most ${SEO_TITLE_LENGTH} characters`;
const SEO_DESCRIPTION = `The meta description search engines and shares show, at most ${SEO_DESCRIPTION_LENGTH} characters`;

@InputType({ description: "The admin category form. The slug is the handle, else built from the name." })
export class CategoryInput {
  @Field(() => String, { description: "The name, 1 to 100 characters" })
  @MaxLength(100, { message: "Category name must be at most 100 characters" })
  @Required("Category name is required")
  name!: string;

  @Field(() => String, { description: "The description, up to 2000 characters" })
  @MaxLength(2000, { message: "Description must be at most 2000 characters" })
  @Required("Description is required")
  description!: string;

  @Field(() => CategoryImageInput, { description: "The category's picture; null for none", nullable: true })
  @IsOptional()
  @ValidateNested()
  image?: CategoryImageInput | null;

  @Field({ defaultValue: true, description: "Shoppers see published categories (and their products) only" })
  isPublished: boolean = true;

  @Field(() => String, {
    nullable: true,
    description: `The collection page's address, /collections/{handle} (its slug): ${HANDLE_RULE}. Empty or null: built from the name, with -2, -3, ... added when another category has it`,
  })
  @IsOptional()
  @MaxLength(HANDLE_LENGTH, { message: `Handle must be at most ${HANDLE_LENGTH} characters` })
  handle?: string | null;

  @Field(() => String, { nullable: true, description: `${SEO_TITLE}; empty or null: the category's name` })
  @IsOptional()
  @MaxLength(SEO_TITLE_LENGTH, { message: `Search engine title must be at most ${SEO_TITLE_LENGTH} characters` })
  seoTitle?: string | null;

  @Field(() => String, { nullable: true, description: `${SEO_DESCRIPTION}; empty or null: the start of the description` })
  @IsOptional()
  @MaxLength(SEO_DESCRIPTION_LENGTH, { message: `Search engine description must be at most ${SEO_DESCRIPTION_LENGTH} characters` })
  seoDescription?: string | null;
}

@InputType({
  description:
    "Admin: the fields of a category to change; a field left out keeps its value (the slug follows a new name sent without a handle)",
})
export class UpdateCategoryInput {
  @Field(() => String, { nullable: true, description: "A new name, 1 to 100 characters; left out: unchanged" })
  @MaxLength(100, { message: "Category name must be at most 100 characters" })
  @KeptUnlessSent("Category name is required")
  name?: string | null;

  @Field(() => String, { nullable: true, description: "A new description, up to 2000 characters; left out: unchanged" })
  @MaxLength(2000, { message: "Description must be at most 2000 characters" })
  @KeptUnlessSent("Description is required")
  description?: string | null;

  @Field(() => CategoryImageInput, {
    nullable: true,
    description: "A new picture; null removes it (refused while the category is published); left out: unchanged",
  })
  @IsOptional()
  @ValidateNested()
  image?: CategoryImageInput | null;

  @Field(() => Boolean, { nullable: true, description: "Publish or hide the category; left out: unchanged" })
  @KeptUnlessSent("Whether the category is published is required")
  isPublished?: boolean | null;

  @Field(() => String, {
    nullable: true,
    description: `A new address, /collections/{handle}: ${HANDLE_RULE}. Empty or null: built from the name; left out: unchanged, unless a name is sent`,
  })
  @IsOptional()
  @MaxLength(HANDLE_LENGTH, { message: `Handle must be at most ${HANDLE_LENGTH} characters` })
  handle?: string | null;

  @Field(() => String, { nullable: true, description: `${SEO_TITLE}; empty or null: the category's name; left out: unchanged` })
  @IsOptional()
  @MaxLength(SEO_TITLE_LENGTH, { message: `Search engine title must be at most ${SEO_TITLE_LENGTH} characters` })
  seoTitle?: string | null;

  @Field(() => String, {
    nullable: true,
    description: `${SEO_DESCRIPTION}; empty or null: the start of the description; left out: unchanged`,
  })
  @IsOptional()
  @MaxLength(SEO_DESCRIPTION_LENGTH, { message: `Search engine description must be at most ${SEO_DESCRIPTION_LENGTH} characters` })
  seoDescription?: string | null;
}

@ObjectType({ description: "A page of categories, read with `first` and `after`" })
export class CategoryConnection extends Connected(Category, "Category") {}
