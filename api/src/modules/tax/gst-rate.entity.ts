import { Field, Float, ID, ObjectType } from "type-graphql";
import { Check, Column, CreateDateColumn, Entity, Index, ManyToOne, PrimaryGeneratedColumn } from "typeorm";
import { Category } from "../category/category.entity";
import { Product } from "../product/product.entity";
import { percentFromBasisPoints } from "../settings/gst-rate-percent";

/**
 * A category's (or one product's) HSN code and GST rate from a date on. Rates are never edited in
 * place: a change is a new row with its own date, so orders before it keep the old rate and
 * invoices, which copy their rates, never change.
 */
@ObjectType({ description: "An HSN code and GST rate for a category or one product, applying to orders from a date" })
@Entity("gst_rates")
@Check("CHK_gst_rates_one_subject", `("category_id" IS NULL) <> ("product_id" IS NULL)`)
@Index("UQ_gst_rates_category_date", ["categoryId", "effectiveFrom"], { unique: true, where: `"category_id" IS NOT NULL` })
@Index("UQ_gst_rates_product_date", ["productId", "effectiveFrom"], { unique: true, where: `"product_id" IS NOT NULL` })
export class GstRate {
  @Field(() => ID, { description: "The rate's id" })
  @PrimaryGeneratedColumn("uuid")
  id: string;

  @ManyToOne(() => Category, { onDelete: "CASCADE", nullable: true })
  category: Category | null;

  @Field(() => ID, { description: "The category the rate is for; null for a product's rate", nullable: true })
  @Column({ type: "uuid", nullable: true })
  categoryId: string | null;

  @ManyToOne(() => Product, { onDelete: "CASCADE", nullable: true })
  product: Product | null;

  @Field(() => ID, { nullable: true, description: "Set when this rate overrides the product's category" })
  @Column({ type: "uuid", nullable: true })
  productId: string | null;

  @Field({ description: "The HSN code, 4, 6 or 8 digits" })
  @Column({ type: "varchar", length: 8 })
  hsn: string;

  @Column({ type: "integer" })
  rateBasisPoints: number;

  @Field({ description: "An Indian calendar date, YYYY-MM-DD: orders placed on it or later use this rate" })
  @Column({ type: "date" })
  effectiveFrom: string;

  @Field({ description: "When the rate was added" })
  @CreateDateColumn({ type: "timestamptz" })
  createdAt: Date;

  @Field(() => Float, { description: "Percent" })
  get rate(): number {
    return percentFromBasisPoints(this.rateBasisPoints);
  }
}
