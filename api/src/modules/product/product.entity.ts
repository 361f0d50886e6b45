import { Field, Float, ID, Int, ObjectType } from "type-graphql";
import { Check, Column, CreateDateColumn, Entity, Index, ManyToOne, PrimaryGeneratedColumn, UpdateDateColumn } from "typeorm";
import { Category } from "../category/category.entity";
import { Image } from "../asset/image";

@ObjectType({ description: "Length, width and height in centimetres" })
export class Dimensions {
  @Field(() => Float, { description: "Length in centimetres; null when not given", nullable: true })
  @Column({ type: "real", nullable: true })
  length: number | null;

  @Field(() => Float, { description: "Width in centimetres; null when not given", nullable: true })
  @Column({ type: "real", nullable: true })
  width: number | null;

  @Field(() => Float, { description: "Height in centimetres; null when not given", nullable: true })
  @Column({ type: "real", nullable: true })
  height: number | null;
}

/**
 * Something the shop sells. Prices are integer paise (`pricePaise`); the GraphQL `price` and
 * `discountPrice` fields show them as Money through the product resolver.
 */
@ObjectType({ description: "A bag, wallet or backpack for sale" })
@Entity("products")
@Check("CHK_products_price", `"price_paise" >= 0 AND ("discount_price_paise" IS NULL OR "discount_price_paise" >= 0)`)
@Check("CHK_products_stock", `"count_in_stock" >= 0`)
@Check("CHK_products_rating", `"rating" >= 0 AND "rating" <= 5 AND "num_reviews" >= 0`)
// The shopper list's sorts, over published products only (what shoppers see). Each ends with the
// id so that pages are stable; a backward scan serves the descending sorts.
@Index("IDX_products_newest", ["createdAt", "id"], { where: `"is_published"` })
@Index("IDX_products_price", ["effectivePricePaise", "id"], { where: `"is_published"` })
@Index("IDX_products_popularity", ["soldCount", "rating", "id"], { where: `"is_published"` })
@Index("IDX_products_rating", ["rating", "numReviews", "id"], { where: `"is_published"` })
export class Product {
  @Field(() => ID, { description: "The product's id" })
  @PrimaryGeneratedColumn("uuid")
  id: string;

  @Field({ description: "The product's name" })
  @Column()
  name: string;

  @Field({ description: "Unique, derived from the name: used in /product/{slug}" })
  @Index({ unique: true })
  @Column()
  slug: string;

  @Field({ description: "Stock keeping unit, unique" })
  @Index({ unique: true })
  @Column()
  sku: string;

  @Field(() => String, { description: "The brand; null for none", nullable: true })
  @Index()
  @Column({ type: "varchar", nullable: true })
  brand: string | null;

  @Field(() => String, { nullable: true, description: 'Marketing collection, e.g. "Bag\'s on sale"' })
  @Index()
  @Column({ type: "varchar", nullable: true })
  collection: string | null;

  @ManyToOne(() => Category, { nullable: false, onDelete: "RESTRICT" })
  category: Category;

  @Field(() => ID, { description: "The product's category" })
  @Index()
  @Column()
  categoryId: string;

  @Field({ description: "Sanitized HTML" })
  @Column({ type: "text" })
  description: string;

  @Field(() => String, { nullable: true, description: "The page title search engines and shares show; null: the product's name" })
  @Column({ type: "varchar", nullable: true })
  seoTitle: string | null;

  @Field(() => String, {
    nullable: true,
    description: "The meta description search engines and shares show; null: the start of the product's description",
  })
  @Column({ type: "varchar", nullable: true })
  seoDescription: string | null;

  @Column({ type: "integer" })
  pricePaise: number;

  /** A lower sale price, when set. */
  @Column({ type: "integer", nullable: true })
  discountPricePaise: number | null;

  /**
   * What a shopper pays for one unit, kept by PostgreSQL for filtering and sorting by price:
   * the same rule as unitPricePaise() below.
   */
  @Column({
    type: "integer",
    generatedType: "STORED",
    asExpression: `CASE WHEN "discount_price_paise" < "price_paise" THEN "discount_price_paise" ELSE "price_paise" END`,
    insert: false,
    update: false,
    select: false,
  })
  effectivePricePaise: number;

  /** "From Rs. X" (fromPricePaise()) when the list statement read it with the product (product-rows.ts); undefined when loaded otherwise. */
  fromPricePaise?: number | null;

  @Field(() => Int, { description: "Units in stock" })
  @Column({ type: "integer", default: 0 })
  countInStock: number;

  @Field(() => Float, { nullable: true, description: "Weight in kilograms" })
  @Column({ type: "real", nullable: true })
  weight: number | null;

  @Field(() => [String], { description: "Small, Medium, Large or XL" })
  @Index({ type: "gin" })
  @Column({ type: "text", array: true, default: () => "'{}'" })
  sizes: string[];

  @Field(() => [String], { description: "Lowercase colour names: red, blue, black, ..." })
  @Index({ type: "gin" })
  @Column({ type: "text", array: true, default: () => "'{}'" })
  colors: string[];

  @Field(() => [String], { description: "Free-form tags" })
  @Column({ type: "text", array: true, default: () => "'{}'" })
  tags: string[];

  @Field(() => String, { description: "The material; null for none", nullable: true })
  @Index()
  @Column({ type: "varchar", nullable: true })
  material: string | null;

  @Field(() => String, { nullable: true, description: "male, female or unisex" })
  @Index()
  @Column({ type: "varchar", nullable: true })
  gender: string | null;

  @Field(() => Dimensions, { description: "Its size in centimetres" })
  @Column(() => Dimensions)
  dimensions: Dimensions;

  @Field(() => Float, { description: "Average review rating, 0 to 5" })
  @Column({ type: "real", default: 0 })
  rating: number;

  @Field(() => Int, { description: "How many reviews it has" })
  @Column({ type: "integer", default: 0 })
  numReviews: number;

  /** Units sold in placed (not cancelled) orders: kept by the order domain, used for popularity and bestsellers. */
  @Column({ type: "integer", default: 0 })
  soldCount: number;

  @Field(() => [Image], { description: "The product's pictures, the first is the main one" })
  @Column({ type: "jsonb", default: () => "'[]'" })
  images: Image[];

  @Field({ description: "Unpublished products are visible to admins only" })
  @Column({ default: false })
  isPublished: boolean;

  @Field({ description: "Whether the product is marked as featured" })
  @Column({ default: false })
  isFeatured: boolean;

  @Field({ description: "When the product was added" })
  @CreateDateColumn({ type: "timestamptz" })
  createdAt: Date;

  @Field({ description: "When the product last changed" })
  @UpdateDateColumn({ type: "timestamptz" })
  updatedAt: Date;

  /**
   * Full-text search document, kept by PostgreSQL triggers (migration SearchDocumentWithCategory):
   * name weighs most, then brand, tags, material and the category's name, then collection and
   * colours, then the description (its HTML tags are not indexed); rewritten when one of these
   * changes or the category is renamed. Its words also join search_words, the vocabulary that
   * typo correction searches by trigram similarity.
   */
  @Index({ type: "gin" })
  @Column({ type: "tsvector", default: () => "''::tsvector", insert: false, update: false, select: false })
  searchVector: string;
}

/** What a shopper pays for one unit now: the discount price when set and lower, else the price. */
export function unitPricePaise(p: Pick<Product, "pricePaise" | "discountPricePaise">): number {
  return p.discountPricePaise !== null && p.discountPricePaise < p.pricePaise ? p.discountPricePaise : p.pricePaise;
}
