import { IsBoolean, IsOptional, IsUUID, Max, MaxLength, Min } from "class-validator";
import { Field, ID, InputType, Int, ObjectType } from "type-graphql";
import { KeptUnlessSent } from "../../common/partial-update";
import { Money, toMoney } from "../../vocabulary/money";
import { Image } from "../asset/image";
import { Product } from "../product/product.entity";
import { PriceBreakdown } from "./price-breakdown";
import { MAX_LINE_QUANTITY } from "./cart-owner";
import { GUEST_ID_FORMAT } from "./guest-id";
import type { ErrorCode } from "../../common/errors";
import { ErrorCodeEnum } from "../../common/errors/error-schema";
import type { LineProblem } from "../product/product-availability.service";
import type { PricedLine, PriceRules } from "./pricing";

const GUEST_ID_DESCRIPTION = `The guest's id when nobody is signed in: ${GUEST_ID_FORMAT}; ignored for a signed-in customer, whose bag is found by their token`;

@InputType({ description: "A product to put in the bag" })
export class AddToCartInput {
  @Field(() => String, { nullable: true, description: GUEST_ID_DESCRIPTION })
  @IsOptional()
  @MaxLength(100, { message: "Invalid guest id" })
  guestId?: string | null;

  @Field(() => ID, { description: "The product to add" })
  @IsUUID("all", { message: "Product not found" })
  productId: string;

  @Field(() => ID, { nullable: true, description: "The variant chosen (its size and colour then need not be sent)" })
  @IsOptional()
  @IsUUID("all", { message: "This size and colour is not available" })
  variantId?: string | null;

  @Field(() => String, { nullable: true, description: "One of the product's sizes; omit for a product without sizes" })
  @IsOptional()
  @MaxLength(50, { message: "Please select a size" })
  size?: string | null;

  @Field(() => String, { nullable: true, description: "One of the product's colors; omit for a product without colors" })
  @IsOptional()
  @MaxLength(50, { message: "Please select a color" })
  color?: string | null;

  @Field(() => Int, { description: "How many, 1 to 999 (default 1)", defaultValue: 1 })
  @Max(MAX_LINE_QUANTITY, { message: `Quantity cannot be more than ${MAX_LINE_QUANTITY}` })
  @Min(1, { message: "Quantity must be at least 1" })
  quantity: number = 1;

  @Field({ defaultValue: false, description: "Gift wrap this line: Rs. 35, charged once per line" })
  @IsBoolean()
  giftWrap: boolean = false;
}

@InputType({ description: "Changes to one line of the bag; omitted fields stay as they are" })
export class UpdateCartLineInput {
  @Field(() => String, { nullable: true, description: GUEST_ID_DESCRIPTION })
  @IsOptional()
  @MaxLength(100, { message: "Invalid guest id" })
  guestId?: string | null;

  @Field(() => ID, { description: "The bag line to change" })
  @IsUUID("all", { message: "Cart item not found" })
  lineId: string;

  @Field(() => Int, { description: "The new quantity, 1 to 999; left out: unchanged", nullable: true })
  @KeptUnlessSent("Quantity is required")
  @Max(MAX_LINE_QUANTITY, { message: `Quantity cannot be more than ${MAX_LINE_QUANTITY}` })
  @Min(1, { message: "Quantity must be at least 1" })
  quantity?: number | null;

  @Field(() => Boolean, { description: "Gift wrap on or off; left out: unchanged", nullable: true })
  @KeptUnlessSent("Gift wrap is required")
  giftWrap?: boolean | null;
}

@ObjectType("CartLine", { description: "A product in the bag, at its current price" })
export class PricedCartLine implements PricedLine {
  @Field(() => ID, { description: "The line's id (for updateCartLine and removeFromCart)" })
  id: string;

  @Field(() => ID, { description: "The product's id" })
  productId: string;

  @Field(() => Product, { description: "The product as it is now" })
  product: Product;

  @Field({ description: "The product's name" })
  name: string;

  @Field({ description: "The product's slug, for its page (/products/{slug})" })
  slug: string;

  @Field(() => ID, { description: "The variant in the bag: its size and colour" })
  variantId: string;

  @Field({ description: "The stock-keeping unit" })
  sku: string;

  @Field(() => Image, { nullable: true, description: "The variant's first photo, else the product's" })
  image: Image | null;

  @Field(() => String, { description: "The chosen size; null for a product without sizes", nullable: true })
  size: string | null;

  @Field(() => String, { description: "The chosen colour; null for a product without colours", nullable: true })
  color: string | null;

  @Field(() => Int, { description: "How many, 1 to 999" })
  quantity: number;

  @Field(() => Int, { description: "Units of this variant in stock now" })
  inStock: number;

  @Field({ description: "Whether the line is gift wrapped (the shop's gift-wrap charge applies)" })
  giftWrap: boolean;

  unitPricePaise: number;

  @Field(() => Money, { description: "The price of one unit now: the discount price when set and lower" })
  get unitPrice(): Money {
    return toMoney(this.unitPricePaise);
  }

  @Field(() => Money, { description: "Unit price times quantity (gift wrap is in the bag's totals)" })
  get lineTotal(): Money {
    return toMoney(this.unitPricePaise * this.quantity);
  }

  /** What stops this line from being bought now, or null. */
  lineProblem: LineProblem | null;

  @Field(() => String, {
    nullable: true,
    description: "Why this line cannot be bought now (no longer available, out of stock, only N left), or null",
  })
  get problem(): string | null {
    return this.lineProblem?.message ?? null;
  }

  @Field(() => ErrorCodeEnum, {
    nullable: true,
    description: "The code a checkout would refuse this line with (OUT_OF_STOCK or PRODUCT_UNAVAILABLE), or null when it can be bought",
  })
  get problemCode(): ErrorCode | null {
    return this.lineProblem?.code ?? null;
  }
}

@ObjectType("Cart", { description: "A shopper's bag with current prices and totals, its coupon's discount included" })
export class PricedCart {
  @Field(() => [PricedCartLine], { description: "Oldest first" })
  lines: PricedCartLine[];

  @Field(() => String, { nullable: true, description: "The coupon kept with the bag (applyCoupon); its discount is in the totals" })
  couponCode: string | null = null;

  @Field(() => String, {
    nullable: true,
    description:
      "Why the bag's coupon was taken off when it stopped working ('Coupon SAVE10 was removed: This coupon has expired'), until dismissed or another is applied",
  })
  couponNotice: string | null = null;

  @Field(() => Int, { description: "Units in the bag, for the header badge" })
  get itemCount(): number {
    return this.lines.reduce((n, l) => n + l.quantity, 0);
  }

  @Field(() => PriceBreakdown, {
    description: "The bag's amounts: subtotal, discount, delivery, gift wrap and total (Money: integer paise)",
  })
  totals: PriceBreakdown;

  /** The shop's rules it was priced under: a coupon or a checkout prices the same bag again with them. */
  rules: PriceRules;
}

@ObjectType({ description: "A new guest's bag (createCart): keep `guestId` and send it with every bag call until the guest signs in" })
export class GuestCart {
  @Field({ description: "The bag's opaque id, the only key to it: keep it private" })
  guestId: string;

  @Field(() => PricedCart, { description: "The bag, empty" })
  cart: PricedCart;
}
