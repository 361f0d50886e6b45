import { ArrayMaxSize, IsOptional, IsUUID, Matches, Max, MaxLength, Min, ValidateNested } from "class-validator";
import { Field, Float, ID, InputType, Int, ObjectType, registerEnumType } from "type-graphql";
import { Money } from "../../vocabulary/money";
import { PaiseInput } from "../../common/paise-input";
import { Connected } from "../../common/pagination";
import { KeptUnlessSent } from "../../common/partial-update";
import { Required, rules } from "../../common/validation";
import { Product } from "./product.entity";
import type { ProductSelection } from "./product-selection";
import { anyCaseOf, PRODUCT_GENDERS } from "./product-options";
import { SEO_DESCRIPTION_LENGTH, SEO_TITLE_LENGTH } from "@shop/words/search-engine";

const SKU_PATTERN = /^[A-Za-z0-9._-]{1,60}$/;
const SKU_MESSAGE = "SKU may have up to 60 letters, digits, dots, dashes and underscores";

export enum ProductSort {
  NEWEST = "newest",
  PRICE_ASC = "price_asc",
  PRICE_DESC = "price_desc",
  POPULARITY = "popularity",
  RATING = "rating",
  RELEVANCE = "relevance",
  NAME_ASC = "name_asc",
  NAME_DESC = "name_desc",
  STOCK_ASC = "stock_asc",
  STOCK_DESC = "stock_desc",
  UPDATED_DESC = "updated_desc",
  UPDATED_ASC = "updated_asc",
}

registerEnumType(ProductSort, {
  name: "ProductSort",
  description: "Order of a product list. Default: RELEVANCE when searching, else NEWEST.",
  valuesConfig: {
    NEWEST: { description: "Newest products first" },
    PRICE_ASC: { description: "Cheapest first, by the lowest price an in-stock variant sells at (Product.fromPrice)" },
    PRICE_DESC: { description: "Dearest first, by the lowest price an in-stock variant sells at (Product.fromPrice)" },
    POPULARITY: { description: "Most units sold in placed orders first, then highest rated" },
    RATING: { description: "Highest rated first, then most reviewed" },
    RELEVANCE: { description: "Best search match first (only with a search; otherwise POPULARITY)" },
    NAME_ASC: { description: "By name, A to Z (case does not matter)" },
    NAME_DESC: { description: "By name, Z to A (case does not matter)" },
    STOCK_ASC: { description: "Fewest units in stock first" },
    STOCK_DESC: { description: "Most units in stock first" },
    UPDATED_DESC: { description: "Last changed first" },
    UPDATED_ASC: { description: "Longest unchanged first" },
  },
});

@InputType("ProductFilterInput", {
  description:
    "Which products to list. Values within one field are alternatives (red or blue); fields combine (red and under Rs. 2,000). Case does not matter.",
})
export class ProductFilter {
  @Field(() => String, { nullable: true, description: "Category slug or id" })
  @IsOptional()
  @MaxLength(200)
  category?: string | null;

  @Field(() => String, { nullable: true, description: 'Collection name, e.g. "Bag\'s on sale"' })
  @IsOptional()
  @MaxLength(200)
  collection?: string | null;

  @Field(() => [String], { description: "Any of these sizes (at most 20)", nullable: true })
  @IsOptional()
  @ArrayMaxSize(20)
  sizes?: string[] | null;

  @Field(() => [String], { description: "Any of these colours (at most 20)", nullable: true })
  @IsOptional()
  @ArrayMaxSize(20)
  colors?: string[] | null;

  @Field(() => [String], { nullable: true, description: "male, female, unisex" })
  @IsOptional()
  @ArrayMaxSize(20)
  genders?: string[] | null;

  @Field(() => [String], { description: "Any of these brands (at most 20)", nullable: true })
  @IsOptional()
  @ArrayMaxSize(20)
  brands?: string[] | null;

  @Field(() => [String], { description: "Any of these materials (at most 20)", nullable: true })
  @IsOptional()
  @ArrayMaxSize(20)
  materials?: string[] | null;

  @PaiseInput("Minimum price", {
    nullable: true,
    description: "inclusive; a product matches when one of its in-stock variants sells within the range (its discount price when lower)",
  })
  minPricePaise?: number | null;

  @PaiseInput("Maximum price", { nullable: true, description: "inclusive" })
  maxPricePaise?: number | null;

  @Field(() => String, { nullable: true, description: "Words to look for in name, brand, tags and description; tolerates typos" })
  @IsOptional()
  @MaxLength(200, { message: "Search must be at most 200 characters" })
  search?: string | null;

  @Field({ defaultValue: false, description: "Admins only: include unpublished products and categories" })
  includeUnpublished: boolean = false;

  @Field(() => Boolean, {
    nullable: true,
    description: "true: published (active) products only; false: unpublished drafts only (with includeUnpublished); null: both",
  })
  isPublished?: boolean | null;
}

@InputType({ description: "A product picture and its alt text" })
export class ImageInput {
  @Field(() => String, {
    nullable: true,
    description:
      "A data: URL of a JPEG, PNG or WebP file up to 5 MB (stored and replaced by its /assets/ URL), or the URL of an image already stored or on the web",
  })
  @Required("Image is required")
  url?: string | null;

  @Field(() => String, { nullable: true, description: "Describes the picture; the product name when empty" })
  @IsOptional()
  @MaxLength(200, { message: "Alt text must be at most 200 characters" })
  altText?: string | null;
}

@InputType({ description: "Centimetres" })
export class DimensionsInput {
  @Field(() => Float, { description: "Length in centimetres, 0 or more; null when not given", nullable: true })
  @IsOptional()
  @Min(0, { message: "Length cannot be negative" })
  length?: number | null;

  @Field(() => Float, { description: "Width in centimetres, 0 or more; null when not given", nullable: true })
  @IsOptional()
  @Min(0, { message: "Width cannot be negative" })
  width?: number | null;

  @Field(() => Float, { description: "Height in centimetres, 0 or more; null when not given", nullable: true })
  @IsOptional()
  @Min(0, { message: "Height cannot be negative" })
  height?: number | null;
}

@InputType({ description: "One cell of the product form's variant grid: a size and colour the shop sells. Amounts in paise." })
export class VariantInput {
  @Field(() => String, { nullable: true, description: "One of the product's sizes; null for a product without sizes" })
  @IsOptional()
  @MaxLength(50, { message: "Size must be at most 50 characters" })
  size?: string | null;

  @Field(() => String, { nullable: true, description: "One of the product's colours; null for a product without colours" })
  @IsOptional()
  @MaxLength(50, { message: "Color must be at most 50 characters" })
  color?: string | null;

  @Field(() => String, {
    nullable: true,
    description: "Unique; made from the product's SKU and the options when empty (BAG-1-LARGE-BLACK)",
  })
  @IsOptional()
  @Matches(SKU_PATTERN, { message: SKU_MESSAGE })
  sku?: string | null;

  @Field(() => Int, { description: "Units in stock, 0 to 1,000,000" })
  @Max(1_000_000, { message: "Stock is too high" })
  @Min(0, { message: "Stock cannot be negative" })
  countInStock: number;

  @PaiseInput("Price", { nullable: true, description: "null to sell at the product's price" })
  pricePaise?: number | null;

  @PaiseInput("Discount price", { nullable: true, description: "a sale price below this variant's price" })
  discountPricePaise?: number | null;

  @Field(() => [ImageInput], {
    nullable: true,
    description: "Photos of this variant (typically its colour's); empty to show the product's",
  })
  @IsOptional()
  @ArrayMaxSize(10, { message: "A variant can have at most 10 images" })
  @ValidateNested({ each: true })
  images?: ImageInput[] | null;
}

// The rules of the fields a new product must have and an update may change, shared by both inputs.
const nameRules = MaxLength(200, { message: "Product name must be at most 200 characters" });
const categoryRules = IsUUID("all", { message: "Category not found" });
const descriptionRules = MaxLength(20_000, { message: "Description must be at most 20000 characters" });
const stockRules = rules(Min(0, { message: "Stock cannot be negative" }), Max(1_000_000, { message: "Stock is too high" }));
const HANDLE_LENGTH = 200;
const STOCK_TOTAL =
  "Units in stock, 0 to 1,000,000. With `variants` it is their sum; without, it is split evenly over every size and colour";

/** The product form's fields that a new product may leave out and an update may change. */
@InputType({ description: "The product form's optional fields (not used on its own)" })
abstract class ProductFormFields {
  @Field(() => String, { nullable: true, description: "Unique; generated when empty" })
  @IsOptional()
  @Matches(SKU_PATTERN, { message: SKU_MESSAGE })
  sku?: string | null;

  @Field(() => String, {
    nullable: true,
    description: `The product page's address, /product/{handle} (its slug): at most ${HANDLE_LENGTH} letters, digits and dashes (spaces become dashes, the rest is dropped). Empty or null: built from the name, with -2, -3, ... added when another product has it. Another product's handle is refused`,
  })
  @IsOptional()
  @MaxLength(HANDLE_LENGTH, { message: `Handle must be at most ${HANDLE_LENGTH} characters` })
  handle?: string | null;

  @Field(() => String, {
    nullable: true,
    description: `The title search engines and shares show, at most ${SEO_TITLE_LENGTH} characters; empty or null: the product's name`,
  })
  @IsOptional()
  @MaxLength(SEO_TITLE_LENGTH, { message: `Search engine title must be at most ${SEO_TITLE_LENGTH} characters` })
  seoTitle?: string | null;

  @Field(() => String, {
    nullable: true,
    description: `The meta description search engines and shares show, at most ${SEO_DESCRIPTION_LENGTH} characters; empty or null: the start of the description`,
  })
  @IsOptional()
  @MaxLength(SEO_DESCRIPTION_LENGTH, { message: `Search engine description must be at most ${SEO_DESCRIPTION_LENGTH} characters` })
  seoDescription?: string | null;

  @Field(() => String, { description: "The brand, at most 100 characters; null for none", nullable: true })
  @IsOptional()
  @MaxLength(100, { message: "Brand must be at most 100 characters" })
  brand?: string | null;

  @Field(() => String, { description: "Marketing collection, at most 100 characters; null for none", nullable: true })
  @IsOptional()
  @MaxLength(100, { message: "Collection must be at most 100 characters" })
  collection?: string | null;

  @PaiseInput("Discount price", { nullable: true, description: "null for no discount. Shoppers pay it when it is lower than the price." })
  discountPricePaise?: number | null;

  @Field(() => Float, { nullable: true, description: "Kilograms" })
  @IsOptional()
  @Min(0, { message: "Weight cannot be negative" })
  weight?: number | null;

  @Field(() => DimensionsInput, { description: "Its size in centimetres; null when not given", nullable: true })
  @IsOptional()
  @ValidateNested()
  dimensions?: DimensionsInput | null;

  @Field(() => [String], { nullable: true, description: "Sizes of productOptions.sizes (any case)" })
  @IsOptional()
  @ArrayMaxSize(50, { message: "A product can have at most 50 sizes" })
  sizes?: string[] | null;

  @Field(() => [String], { nullable: true, description: "Colours of productOptions.colors (any case)" })
  @IsOptional()
  @ArrayMaxSize(50, { message: "A product can have at most 50 colours" })
  colors?: string[] | null;

  @Field(() => [String], { nullable: true, description: "Words shoppers may search for" })
  @IsOptional()
  @ArrayMaxSize(30, { message: "A product can have at most 30 tags" })
  @MaxLength(50, { each: true, message: "A tag must be at most 50 characters" })
  tags?: string[] | null;

  @Field(() => String, { nullable: true, description: "A material of productOptions.materials (any case)" })
  @IsOptional()
  @MaxLength(50, { message: "Material must be at most 50 characters" })
  material?: string | null;

  @Field(() => String, { nullable: true, description: "male, female or unisex" })
  @IsOptional()
  @Matches(anyCaseOf(PRODUCT_GENDERS), { message: "Gender must be male, female or unisex" })
  gender?: string | null;

  @Field(() => [ImageInput], { description: "The product's pictures, at most 10, the first is the main one", nullable: true })
  @IsOptional()
  @ArrayMaxSize(10, { message: "A product can have at most 10 images" })
  @ValidateNested({ each: true })
  images?: ImageInput[] | null;

  @Field(() => [VariantInput], {
    nullable: true,
    description:
      "The variant grid: one entry per size and colour sold. Omitted: every size with every colour, countInStock split evenly (variants already there keep their SKU, price and photos)",
  })
  @IsOptional()
  @ArrayMaxSize(200, { message: "A product can have at most 200 variants" })
  @ValidateNested({ each: true })
  variants?: VariantInput[] | null;
}

/**
 * A change to a product: every field optional. What is not sent stays as it is (see
 * productUpdateForm); null is refused for the fields a product always has.
 */
@InputType({
  description:
    "Changes to a product: fields left out stay as they are; null clears a field a product may lack and is refused for name, category, description, pricePaise, countInStock, isPublished and isFeatured. Amounts in paise.",
})
export class UpdateProductInput extends ProductFormFields {
  @Field(() => String, { nullable: true, description: "At most 200 characters; the slug is built from it" })
  @nameRules
  @KeptUnlessSent("Product name is required")
  name?: string | null;

  @Field(() => ID, { nullable: true, description: "The category's id" })
  @categoryRules
  @KeptUnlessSent("Category is required")
  category?: string | null;

  @Field(() => String, { nullable: true, description: "HTML; scripts, event handlers and javascript: links are removed" })
  @descriptionRules
  @KeptUnlessSent("Description is required")
  description?: string | null;

  @PaiseInput("Price", { keptUnlessSent: "Price is required", description: "what the product sells for" })
  pricePaise?: number | null;

  @Field(() => Int, {
    nullable: true,
    description: `${STOCK_TOTAL} (sent without variants, the grid is grown again from the sizes and colours)`,
  })
  @stockRules
  @KeptUnlessSent("Stock is required")
  countInStock?: number | null;

  @Field(() => Boolean, { nullable: true, description: "Shoppers see published products only" })
  @KeptUnlessSent("Published cannot be cleared: leave it out to keep it")
  isPublished?: boolean | null;

  @Field(() => Boolean, { nullable: true, description: "Whether the product is marked as featured" })
  @KeptUnlessSent("Featured cannot be cleared: leave it out to keep it")
  isFeatured?: boolean | null;
}

// class-validator runs a property's decorators bottom-up and we report the first failure, so the
// "is required" check sits nearest the property. These are the fields a new product must have:
// non-null in the schema, and never blank.
@InputType({ description: "The admin product form for a new product. Amounts in paise. The slug is built from the name." })
export class ProductInput extends ProductFormFields {
  @Field(() => String, { description: "At most 200 characters; the slug is built from it" })
  @nameRules
  @Required("Product name is required")
  name!: string;

  @Field(() => ID, { description: "The category's id" })
  @categoryRules
  @Required("Category is required")
  category!: string;

  @Field(() => String, { description: "HTML; scripts, event handlers and javascript: links are removed" })
  @descriptionRules
  @Required("Description is required")
  description!: string;

  @PaiseInput("Price", { description: "what the product sells for" })
  @Required("Price is required")
  pricePaise!: number;

  @Field(() => Int, { description: STOCK_TOTAL })
  @stockRules
  @Required("Stock is required")
  countInStock!: number;

  @Field({ defaultValue: false, description: "Shoppers see published products only" })
  isPublished!: boolean;

  @Field({ description: "Whether the product is marked as featured (default false)", defaultValue: false })
  isFeatured!: boolean;
}

@ObjectType({ description: "The option lists the admin form, the filters and the API share" })
export class ProductOptions {
  @Field(() => [String], { description: "In size order" })
  sizes: string[];

  @Field(() => [String], { description: "Lowercase colour names" })
  colors: string[];

  @Field(() => [String], { description: "The catalogue's materials" })
  materials: string[];

  @Field(() => [String], { description: "Genders a product may be for" })
  genders: string[];

  @Field(() => [ColorSwatch], { description: "Each colour with the swatch to show beside its name, in the order of colors" })
  colorSwatches: ColorSwatch[];
}

@ObjectType({ description: "A colour of the catalogue and how to draw it" })
export class ColorSwatch {
  @Field({ description: "As in productOptions.colors" })
  name: string;

  @Field({ description: "#rrggbb" })
  hex: string;
}

@ObjectType({ description: "A value present in the current list, with how many products have it" })
export class FacetValue {
  @Field({ description: "The value, as filters spell it" })
  value: string;

  @Field(() => Int, { description: "Products in the filtered list with this value" })
  count: number;
}

@ObjectType({ description: "Lowest and highest price a shopper pays among the products" })
export class PriceRange {
  @Field(() => Money, { description: "The lowest price (Money: integer paise)" })
  min: Money;

  @Field(() => Money, { description: "The highest price (Money: integer paise)" })
  max: Money;
}

@ObjectType({
  description:
    "What the filter sidebar offers for the current filter. Each field's counts apply every other filter but its own, so choosing red still shows how many are blue.",
})
export class ProductFacets {
  @Field(() => [FacetValue], { description: "Colours in the filtered list, with counts" })
  colors: FacetValue[];

  @Field(() => [FacetValue], { description: "Materials in the filtered list, with counts" })
  materials: FacetValue[];

  @Field(() => [FacetValue], { description: "Genders in the filtered list, with counts" })
  genders: FacetValue[];

  @Field(() => [FacetValue], { description: "In size order: Small, Medium, Large, XL" })
  sizes: FacetValue[];

  @Field(() => [FacetValue], { description: "Brands in the filtered list, with counts" })
  brands: FacetValue[];

  @Field(() => PriceRange, { nullable: true, description: "Null when no product matches" })
  price: PriceRange | null;
}

@ObjectType({ description: "A page of products, with the facets of the whole filtered list" })
export class ProductConnection extends Connected(Product, "Product") {
  /** The filter as SQL, for the facets field. */
  selection: ProductSelection;
}
