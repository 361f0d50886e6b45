import { FieldResolver, Resolver, Root } from "type-graphql";
import { Money, toMoney, toMoneyOrNull } from "../../vocabulary/money";
import { unitPricePaise } from "./product.entity";
import { ProductVariant, variantLabel, variantPrices } from "./product-variant.entity";

/**
 * A variant's prices as Money: its overrides (null when it sells at the product's price) and what
 * a shopper pays. Variants are served through Product.variants, which sets their product.
 */
@Resolver(() => ProductVariant)
export class ProductVariantResolver {
  @FieldResolver(() => Money, { nullable: true, description: "Its own price, overriding the product's; null to sell at the product's" })
  priceOverride(@Root() variant: ProductVariant): Money | null {
    return toMoneyOrNull(variant.pricePaise);
  }

  @FieldResolver(() => Money, {
    nullable: true,
    description: "Its own sale price; null for the product's (or none, with a price of its own)",
  })
  discountPriceOverride(@Root() variant: ProductVariant): Money | null {
    return toMoneyOrNull(variant.discountPricePaise);
  }

  @FieldResolver(() => String, { description: '"Large, black", or "One size" for a product without options' })
  label(@Root() variant: ProductVariant): string {
    return variantLabel(variant);
  }

  @FieldResolver(() => Money, { description: "Its list price: its own, else the product's" })
  price(@Root() variant: ProductVariant): Money {
    return toMoney(variantPrices(variant.product, variant).pricePaise);
  }

  @FieldResolver(() => Money, { nullable: true, description: "Its sale price, when set" })
  discountPrice(@Root() variant: ProductVariant): Money | null {
    const { discountPricePaise } = variantPrices(variant.product, variant);
    return toMoneyOrNull(discountPricePaise);
  }

  @FieldResolver(() => Money, { description: "What a shopper pays for one unit of this variant now" })
  unitPrice(@Root() variant: ProductVariant): Money {
    return toMoney(unitPricePaise(variantPrices(variant.product, variant)));
  }
}
