import { Field, ID, Int, ObjectType } from "type-graphql";
import { Check, Column, CreateDateColumn, Entity, Index, ManyToOne, PrimaryGeneratedColumn, UpdateDateColumn } from "typeorm";
import { Image } from "../asset/image";
import { Product, unitPricePaise } from "./product.entity";

/**
 * What is stocked, priced, put in a bag and ordered: one size and colour of a product (either may
 * be null for a product without sizes or colours; a product with neither has one default
 * variant). Stock lives here; the product's countInStock is their sum, kept by a trigger.
 * Prices override the product's when set.
 */
@ObjectType({ description: "One size and colour of a product: its own SKU, stock, optional price and photos" })
@Entity("product_variants")
@Check("CHK_product_variants_stock", `"count_in_stock" >= 0`)
@Check("CHK_product_variants_price", `"price_paise" IS NULL OR "price_paise" >= 0`)
@Check("CHK_product_variants_discount", `"discount_price_paise" IS NULL OR "discount_price_paise" >= 0`)
@Index("IDX_product_variants_product", ["productId", "position"])
export class ProductVariant {
  @Field(() => ID, { description: "The variant's id" })
  @PrimaryGeneratedColumn("uuid")
  id: string;

  @ManyToOne(() => Product, { onDelete: "CASCADE", nullable: false })
  product: Product;

  @Field(() => ID, { description: "The product it belongs to" })
  @Column({ type: "uuid" })
  productId: string;

  @Field({ description: "Stock keeping unit, unique across variants" })
  @Index("UQ_product_variants_sku", { unique: true })
  @Column()
  sku: string;

  @Field(() => String, { description: "The variant's size; null for none", nullable: true })
  @Column({ type: "varchar", nullable: true })
  size: string | null;

  @Field(() => String, { description: "The variant's colour; null for none", nullable: true })
  @Column({ type: "varchar", nullable: true })
  color: string | null;

  @Field(() => Int, { description: "Units of the variant in stock" })
  @Column({ type: "integer", default: 0 })
  countInStock: number;

  /** Overrides the product's price (and then its discount) when set. */
  @Column({ type: "integer", nullable: true })
  pricePaise: number | null;

  @Column({ type: "integer", nullable: true })
  discountPricePaise: number | null;

  @Field(() => [Image], { description: "This variant's own photos (typically its colour's); empty to use the product's" })
  @Column({ type: "jsonb", default: () => "'[]'" })
  images: Image[];

  /** Sizes then colours in the product's order, so grids and exports list variants the same way. */
  @Column({ type: "integer", default: 0 })
  position: number;

  @CreateDateColumn({ type: "timestamptz" })
  createdAt: Date;

  @UpdateDateColumn({ type: "timestamptz" })
  updatedAt: Date;
}

/**
 * The variant's price and discount: its own when it has a price of its own (a large bag costs
 * more, and the product's sale price was set for the product's price), else the product's.
 */
export function variantPrices(
  product: Pick<Product, "pricePaise" | "discountPricePaise">,
  variant: Pick<ProductVariant, "pricePaise" | "discountPricePaise">,
): { pricePaise: number; discountPricePaise: number | null } {
  if (variant.pricePaise !== null) return { pricePaise: variant.pricePaise, discountPricePaise: variant.discountPricePaise };
  return { pricePaise: product.pricePaise, discountPricePaise: variant.discountPricePaise ?? product.discountPricePaise };
}

/**
 * "From Rs. X": the lowest unit price among the variants a shopper can buy (all of them when the
 * product is sold out), or null when they all sell at one price. The SQL of the price sort and
 * filter applies the same rule (variant-price-sql.ts).
 */
export function fromPricePaise(
  product: Pick<Product, "pricePaise" | "discountPricePaise">,
  variants: Array<Pick<ProductVariant, "pricePaise" | "discountPricePaise" | "countInStock">>,
): number | null {
  const buyable = variants.some((v) => v.countInStock > 0) ? variants.filter((v) => v.countInStock > 0) : variants;
  const prices = buyable.map((v) => unitPricePaise(variantPrices(product, v)));
  if (prices.length === 0 || prices.every((p) => p === prices[0])) return null;
  return Math.min(...prices);
}

/** "Large, black" (or "One size"): how a shopper, an order line and an invoice name a variant. */
export function variantLabel(v: { size: string | null; color: string | null }): string {
  return [v.size, v.color].filter(Boolean).join(", ") || "One size";
}
