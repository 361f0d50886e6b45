import { Field, Float, ID, Int, ObjectType } from "type-graphql";
import { Column, CreateDateColumn, Entity, Index, ManyToOne, PrimaryGeneratedColumn, UpdateDateColumn } from "typeorm";
import { Category } from "./category.entity";
import { Image } from "./image";

@ObjectType({ description: "Length, width and height in centimetres" })
export class Dimensions {
  @Field(() => Float, { nullable: true })
  @Column({ type: "real", nullable: true })
  length: number | null;

  @Field(() => Float, { nullable: true })
  @Column({ type: "real", nullable: true })
  width: number | null;

  @Field(() => Float, { nullable: true })
  @Column({ type: "real", nullable: true })
  height: number | null;
}

/**
 * Something the shop sells. Prices are integer paise (`pricePaise`); the GraphQL `price` and
 * `discountPrice` fields show them as Money through the product resolver.
 */
@ObjectType({ description: "A bag, wallet or backpack for sale" })
@Entity("products")
export class Product {
  @Field(() => ID)
  @PrimaryGeneratedColumn("uuid")
  id: string;

  @Field()
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

  @Field(() => String, { nullable: true })
  @Column({ type: "varchar", nullable: true })
  brand: string | null;

  @Field(() => String, { nullable: true, description: "Marketing collection, e.g. \"Bag's on sale\"" })
  @Column({ type: "varchar", nullable: true })
  collection: string | null;

  @ManyToOne(() => Category, { nullable: false, onDelete: "RESTRICT" })
  category: Category;

  @Field(() => ID)
  @Column()
  categoryId: string;

  @Field({ description: "Sanitized HTML" })
  @Column({ type: "text" })
  description: string;

  @Column({ type: "integer" })
  pricePaise: number;

  /** A lower sale price, when set. */
  @Column({ type: "integer", nullable: true })
  discountPricePaise: number | null;

  @Field(() => Int)
  @Column({ type: "integer", default: 0 })
  countInStock: number;

  @Field(() => Float, { nullable: true, description: "Weight in kilograms" })
  @Column({ type: "real", nullable: true })
  weight: number | null;

  @Field(() => [String])
  @Column({ type: "text", array: true, default: () => "'{}'" })
  sizes: string[];

  @Field(() => [String])
  @Column({ type: "text", array: true, default: () => "'{}'" })
  colors: string[];

  @Field(() => [String])
  @Column({ type: "text", array: true, default: () => "'{}'" })
  tags: string[];

  @Field(() => String, { nullable: true })
  @Column({ type: "varchar", nullable: true })
  material: string | null;

  @Field(() => String, { nullable: true, description: "male, female or unisex" })
  @Column({ type: "varchar", nullable: true })
  gender: string | null;

  @Field(() => Dimensions)
  @Column(() => Dimensions)
  dimensions: Dimensions;

  @Field(() => Float, { description: "Average review rating, 0 to 5" })
  @Column({ type: "real", default: 0 })
  rating: number;

  @Field(() => Int)
  @Column({ type: "integer", default: 0 })
  numReviews: number;

  /** Units sold in placed (not cancelled) orders: kept by the order domain, used for popularity and bestsellers. */
  @Column({ type: "integer", default: 0 })
  soldCount: number;

  @Field(() => [Image])
  @Column({ type: "jsonb", default: () => "'[]'" })
  images: Image[];

  @Field({ description: "Unpublished products are visible to admins only" })
  @Column({ default: false })
  isPublished: boolean;

  @Field()
  @Column({ default: false })
  isFeatured: boolean;

  @Field()
  @CreateDateColumn({ type: "timestamptz" })
  createdAt: Date;

  @Field()
  @UpdateDateColumn({ type: "timestamptz" })
  updatedAt: Date;
}

/** What a shopper pays for one unit now: the discount price when set and lower, else the price. */
export function unitPricePaise(p: Pick<Product, "pricePaise" | "discountPricePaise">): number {
  return p.discountPricePaise !== null && p.discountPricePaise < p.pricePaise ? p.discountPricePaise : p.pricePaise;
}
