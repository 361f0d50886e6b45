import { splitProRata } from "./pro-rata";

/**
 * GST on tax-inclusive prices, per line, in whole paise. Pure: the rules of the invoice, the
 * credit note and the checkout's "includes GST" line are these.
 */

/** Within the seller's state: CGST and SGST, half the rate each. Otherwise IGST. */
export enum SupplyType {
  INTRA_STATE = "intra_state",
  INTER_STATE = "inter_state",
}

/** A GST rate in basis points (1800 = 18%), so that 0.25% and 2.5% stay integers. */
export type RateBasisPoints = number;

export interface LineTax {
  /** What the line costs the shopper after its share of the discount: taxable + CGST + SGST + IGST. */
  chargedPaise: number;
  taxablePaise: number;
  cgstPaise: number;
  sgstPaise: number;
  igstPaise: number;
}

/**
 * The tax inside an amount that includes it. IGST is the rounded tax; CGST and SGST are each the
 * rounded half (so they are always equal), and the taxable value is what remains: the parts add
 * up to the amount exactly.
 */
export function taxInside(chargedPaise: number, rate: RateBasisPoints, supply: SupplyType): LineTax {
  if (supply === SupplyType.INTER_STATE) {
    const igstPaise = roundedShare(chargedPaise, rate, 10_000 + rate);
    return { chargedPaise, taxablePaise: chargedPaise - igstPaise, cgstPaise: 0, sgstPaise: 0, igstPaise };
  }
  const half = roundedShare(chargedPaise, rate, 2 * (10_000 + rate));
  return { chargedPaise, taxablePaise: chargedPaise - 2 * half, cgstPaise: half, sgstPaise: half, igstPaise: 0 };
}

/** One charge of an order before its discount: a product line, the gift wrap or the delivery. */
export interface Charge {
  grossPaise: number;
  rate: RateBasisPoints;
  /** Whether the coupon's discount applies to it (the discount is on the subtotal: product lines). */
  discountable: boolean;
}

/**
 * Each charge's tax after the discount: the discount comes off the discountable charges in
 * proportion to their amounts (and, when it is larger than they are, the rest off the other
 * charges in proportion), so the lines' charged amounts add up to gross minus discount exactly.
 */
export function splitOrder(charges: readonly Charge[], discountPaise: number, supply: SupplyType): LineTax[] {
  const discounts = spreadDiscount(charges, discountPaise);
  return charges.map((c, i) => taxInside(c.grossPaise - discounts[i], c.rate, supply));
}

/** How much of the discount each charge bears. */
function spreadDiscount(charges: readonly Charge[], discountPaise: number): number[] {
  const gross = charges.reduce((sum, c) => sum + c.grossPaise, 0);
  if (discountPaise < 0 || discountPaise > gross) throw new RangeError(`A discount of ${discountPaise} paise on ${gross} paise`);
  const onDiscountable = charges.map((c) => (c.discountable ? c.grossPaise : 0));
  const first = Math.min(discountPaise, sum(onDiscountable));
  const fromDiscountable = splitProRata(first, onDiscountable);
  const rest = charges.map((c, i) => c.grossPaise - fromDiscountable[i]);
  const fromRest = splitProRata(discountPaise - first, rest);
  return charges.map((_, i) => fromDiscountable[i] + fromRest[i]);
}

/**
 * The part of a credit (refund) each invoice line gives back, and its tax. Each line's share is in
 * proportion to what is still creditable on it, and each credit's tax is the tax inside the line's
 * cumulative credit less the tax inside what was credited before, so the credit notes of a line add
 * up exactly to the invoice line once it is credited in full.
 */
export interface CreditableLine {
  chargedPaise: number;
  alreadyCreditedPaise: number;
  rate: RateBasisPoints;
}

export function splitCredit(lines: readonly CreditableLine[], amountPaise: number, supply: SupplyType): LineTax[] {
  const creditable = lines.map((l) => l.chargedPaise - l.alreadyCreditedPaise);
  if (amountPaise <= 0 || amountPaise > sum(creditable)) {
    throw new RangeError(`A credit of ${amountPaise} paise when ${sum(creditable)} paise can still be credited`);
  }
  const shares = splitProRata(amountPaise, creditable);
  return lines.map((l, i) =>
    difference(taxInside(l.alreadyCreditedPaise + shares[i], l.rate, supply), taxInside(l.alreadyCreditedPaise, l.rate, supply)),
  );
}

/** Sums of the parts of many lines. */
export function totalOf(lines: readonly LineTax[]): LineTax {
  return lines.reduce(
    (t, l) => ({
      chargedPaise: t.chargedPaise + l.chargedPaise,
      taxablePaise: t.taxablePaise + l.taxablePaise,
      cgstPaise: t.cgstPaise + l.cgstPaise,
      sgstPaise: t.sgstPaise + l.sgstPaise,
      igstPaise: t.igstPaise + l.igstPaise,
    }),
    { chargedPaise: 0, taxablePaise: 0, cgstPaise: 0, sgstPaise: 0, igstPaise: 0 },
  );
}

function difference(a: LineTax, b: LineTax): LineTax {
  return {
    chargedPaise: a.chargedPaise - b.chargedPaise,
    taxablePaise: a.taxablePaise - b.taxablePaise,
    cgstPaise: a.cgstPaise - b.cgstPaise,
    sgstPaise: a.sgstPaise - b.sgstPaise,
    igstPaise: a.igstPaise - b.igstPaise,
  };
}

/** amount x numerator / denominator, rounded half up, exactly (BigInt). */
function roundedShare(amountPaise: number, numerator: number, denominator: number): number {
  const n = BigInt(amountPaise) * BigInt(numerator) * 2n + BigInt(denominator);
  return Number(n / (2n * BigInt(denominator)));
}

const sum = (values: readonly number[]) => values.reduce((s, v) => s + v, 0);
