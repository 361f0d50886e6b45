import { financialYearOf, indianDate, indianMonthBounds } from "../../src/modules/tax/financial-year";
import { type Charge, splitCredit, splitOrder, SupplyType, taxInside, totalOf } from "../../src/modules/tax/gst-split";
import { gstinCheckCharacter, gstinProblem } from "../../src/vocabulary/gstin";
import { findIndianState } from "../../src/vocabulary/indian-states";
import { splitProRata } from "../../src/modules/tax/pro-rata";
import { amountInWords } from "../../src/modules/tax/amount-in-words";

/** Pure GST rules: fast, no database. */

const { INTRA_STATE: INTRA, INTER_STATE: INTER } = SupplyType;

describe("the tax inside a tax-inclusive amount", () => {
  it("splits Rs. 1,180 at 18% into Rs. 1,000 taxable and Rs. 90 + Rs. 90 within the state, Rs. 180 IGST across states", () => {
    expect(taxInside(1180_00, 1800, INTRA)).toEqual({
      chargedPaise: 1180_00,
      taxablePaise: 1000_00,
      cgstPaise: 90_00,
      sgstPaise: 90_00,
      igstPaise: 0,
    });
    expect(taxInside(1180_00, 1800, INTER)).toEqual({
      chargedPaise: 1180_00,
      taxablePaise: 1000_00,
      cgstPaise: 0,
      sgstPaise: 0,
      igstPaise: 180_00,
    });
  });

  it("rounds to the paisa and keeps the parts adding up: Rs. 999 at 12% and at 5%", () => {
    // 999 x 12/112 = 107.0357... -> 107.04; halves 999 x 6/112 = 53.5178... -> 53.52 each
    expect(taxInside(999_00, 1200, INTER)).toMatchObject({ igstPaise: 107_04, taxablePaise: 891_96 });
    expect(taxInside(999_00, 1200, INTRA)).toMatchObject({ cgstPaise: 53_52, sgstPaise: 53_52, taxablePaise: 891_96 });
    // 999 x 5/105 = 47.5714... -> 47.57; halves 23.7857... -> 23.79 each, so taxable is 951.42
    expect(taxInside(999_00, 500, INTRA)).toMatchObject({ cgstPaise: 23_79, sgstPaise: 23_79, taxablePaise: 951_42 });
    expect(taxInside(0, 1800, INTRA)).toMatchObject({ taxablePaise: 0, cgstPaise: 0 });
    expect(taxInside(50_00, 0, INTER)).toMatchObject({ taxablePaise: 50_00, igstPaise: 0 });
  });
});

describe("an order's lines", () => {
  it("spreads a discount over the product lines in proportion, not over delivery or gift wrap", () => {
    const charges: Charge[] = [
      { grossPaise: 1000_00, rate: 1800, discountable: true },
      { grossPaise: 3000_00, rate: 500, discountable: true },
      { grossPaise: 35_00, rate: 1800, discountable: false },
    ];
    const lines = splitOrder(charges, 400_00, INTRA);
    expect(lines.map((l) => l.chargedPaise)).toEqual([900_00, 2700_00, 35_00]);
    expect(lines[1]).toEqual(taxInside(2700_00, 500, INTRA));
    expect(totalOf(lines).chargedPaise).toBe(4035_00 - 400_00);
  });

  it("takes a discount larger than the products off the other charges too", () => {
    const lines = splitOrder(
      [
        { grossPaise: 100_00, rate: 1800, discountable: true },
        { grossPaise: 50_00, rate: 1800, discountable: false },
        { grossPaise: 35_00, rate: 1800, discountable: false },
      ],
      185_00,
      INTER,
    );
    expect(lines.map((l) => l.chargedPaise)).toEqual([0, 0, 0]);
    expect(() => splitOrder([{ grossPaise: 100, rate: 1800, discountable: true }], 101, INTER)).toThrow(RangeError);
  });

  it("adds up to the paisa over 5,000 random carts, within and across states", () => {
    const random = seededRandom(20260401);
    const rates = [0, 25, 300, 500, 1200, 1800, 2800, 4000];
    const problems: string[] = [];
    for (let cart = 0; cart < 5000; cart++) {
      const products = Array.from({ length: 1 + Math.floor(random() * 6) }, () => ({
        grossPaise: (1 + Math.floor(random() * 5_000_00)) * (1 + Math.floor(random() * 5)),
        rate: rates[Math.floor(random() * rates.length)],
        discountable: true,
      }));
      const fees = [50_00, 35_00 * Math.floor(random() * 3)].map((grossPaise) => ({ grossPaise, rate: 1800, discountable: false }));
      const charges = [...products, ...fees];
      const gross = charges.reduce((s, c) => s + c.grossPaise, 0);
      const discount = random() < 0.5 ? 0 : Math.floor(random() * gross);
      const supply = random() < 0.5 ? INTRA : INTER;
      const lines = splitOrder(charges, discount, supply);

      // Plain checks collected, not an expect per line: 5,000 carts stay fast.
      const total = totalOf(lines);
      const where = `cart ${cart}: ${JSON.stringify({ charges, discount, supply })}`;
      if (total.chargedPaise !== gross - discount) problems.push(`${where}: lines charge ${total.chargedPaise}`);
      if (total.taxablePaise + total.cgstPaise + total.sgstPaise + total.igstPaise !== gross - discount)
        problems.push(`${where}: parts do not add up`);
      lines.forEach((line, i) => {
        const tax = line.cgstPaise + line.sgstPaise + line.igstPaise;
        if (line.taxablePaise + tax !== line.chargedPaise) problems.push(`${where}: line ${i} parts do not add up`);
        if (line.chargedPaise < 0 || line.chargedPaise > charges[i].grossPaise)
          problems.push(`${where}: line ${i} charged ${line.chargedPaise}`);
        if (line.cgstPaise !== line.sgstPaise) problems.push(`${where}: line ${i} CGST and SGST differ`);
        if ((supply === INTRA ? line.igstPaise : line.cgstPaise) !== 0) problems.push(`${where}: line ${i} has the wrong kind of tax`);
        // The tax is the rate on the taxable value, to within the rounding of a paisa per part.
        if (Math.abs(tax - (line.taxablePaise * charges[i].rate) / 10_000) > 1.5)
          problems.push(`${where}: line ${i} tax ${tax} is not the rate`);
      });
    }
    expect(problems).toEqual([]);
  });
});

describe("credits against an invoice", () => {
  it("gives back a partial amount in proportion to the lines, and the rest exactly to the invoice's amounts", () => {
    const invoice = splitOrder(
      [
        { grossPaise: 1499_00, rate: 1800, discountable: true },
        { grossPaise: 799_00, rate: 500, discountable: true },
        { grossPaise: 50_00, rate: 1800, discountable: false },
      ],
      0,
      INTRA,
    );
    const lines = invoice.map((l, i) => ({ chargedPaise: l.chargedPaise, alreadyCreditedPaise: 0, rate: [1800, 500, 1800][i] }));
    const first = splitCredit(lines, 500_00, INTRA);
    expect(totalOf(first).chargedPaise).toBe(500_00);
    // 500 of 2348 in proportion: 319.21, 170.14, 10.65
    expect(first.map((l) => l.chargedPaise)).toEqual([319_21, 170_14, 10_65]);
    const rest = splitCredit(
      lines.map((l, i) => ({ ...l, alreadyCreditedPaise: first[i].chargedPaise })),
      2348_00 - 500_00,
      INTRA,
    );
    invoice.forEach((line, i) => {
      for (const part of ["taxablePaise", "cgstPaise", "sgstPaise", "igstPaise", "chargedPaise"] as const) {
        expect(first[i][part] + rest[i][part]).toBe(line[part]);
      }
    });
    expect(() => splitCredit(lines, 2348_01, INTRA)).toThrow(RangeError);
    expect(() => splitCredit(lines, 0, INTRA)).toThrow(RangeError);
  });

  it("keeps random series of partial credits adding up to each invoice line", () => {
    const random = seededRandom(7);
    for (let round = 0; round < 500; round++) {
      const supply = random() < 0.5 ? INTRA : INTER;
      const lines = Array.from({ length: 1 + Math.floor(random() * 5) }, () => ({
        chargedPaise: 100 + Math.floor(random() * 10_000_00),
        alreadyCreditedPaise: 0,
        rate: [500, 1200, 1800, 2800][Math.floor(random() * 4)],
      }));
      const credited = lines.map(() => taxInside(0, 0, supply));
      for (let left = lines.reduce((s, l) => s + l.chargedPaise, 0); left > 0;) {
        const amount = random() < 0.3 ? left : 1 + Math.floor(random() * left);
        const credit = splitCredit(lines, amount, supply);
        expect(totalOf(credit).chargedPaise).toBe(amount);
        credit.forEach((c, i) => {
          expect(c.cgstPaise).toBeGreaterThanOrEqual(0);
          expect(c.igstPaise).toBeGreaterThanOrEqual(0);
          lines[i].alreadyCreditedPaise += c.chargedPaise;
          credited[i] = totalOf([credited[i], c]);
        });
        left -= amount;
      }
      lines.forEach((l, i) => expect(credited[i]).toEqual(taxInside(l.chargedPaise, l.rate, supply)));
    }
  });
});

describe("splitting in proportion", () => {
  it("adds up exactly, never gives a weight more than itself, and handles amounts past 2^53 when multiplied", () => {
    expect(splitProRata(100, [1, 1, 1])).toEqual([34, 33, 33]);
    expect(splitProRata(0, [0, 0])).toEqual([0, 0]);
    const big = splitProRata(999_00_00_000_00, [999_00_00_000_00 - 7, 7]);
    expect(big[0] + big[1]).toBe(999_00_00_000_00);
    expect(() => splitProRata(1, [0])).toThrow(RangeError);
  });
});

describe("GSTIN", () => {
  it("accepts a GSTIN with the right check character and names what is wrong with others", () => {
    expect(gstinProblem("27AAPFU0939F1ZV")).toBeNull();
    expect(gstinProblem("29AAGCB7383J1Z4")).toBeNull();
    expect(gstinProblem("27AAPFU0939F1ZX")).toMatch(/check character/);
    expect(gstinProblem("27AAPFU0939F1Z")).toMatch(/15 characters/);
    expect(gstinProblem("27aapfu0939f1zv")).toMatch(/15 characters/);
    expect(gstinProblem("99AAPFU0939F1ZV")).toMatch(/not a state code/);
    expect(gstinCheckCharacter("27AAPFU0939F1Z")).toBe("V");
  });
});

describe("dates, states and words", () => {
  it("puts a moment in its Indian date and financial year", () => {
    expect(financialYearOf(new Date("2027-03-31T18:29:59Z"))).toBe("26-27"); // 23:59:59 IST, 31 March
    expect(financialYearOf(new Date("2027-03-31T18:30:00Z"))).toBe("27-28"); // 00:00 IST, 1 April
    expect(financialYearOf(new Date("2099-12-01T00:00:00Z"))).toBe("99-00");
    expect(indianDate(new Date("2026-11-30T19:00:00Z"))).toBe("2026-12-01");
    expect(indianMonthBounds("2026-12")).toEqual({ from: new Date("2026-11-30T18:30:00Z"), to: new Date("2026-12-31T18:30:00Z") });
  });

  it("knows states by their names as shoppers type them", () => {
    expect(findIndianState(" tamil nadu ")).toEqual({ code: "33", name: "Tamil Nadu" });
    expect(findIndianState("Orissa")?.name).toBe("Odisha");
    expect(findIndianState("Jammu & Kashmir")?.code).toBe("01");
    expect(findIndianState("Atlantis")).toBeNull();
  });

  it("writes amounts in words with Indian numbering", () => {
    expect(amountInWords(1_29_999_50)).toBe("Rupees One Lakh Twenty Nine Thousand Nine Hundred Ninety Nine and Fifty Paise Only");
    expect(amountInWords(2_05_00_000_00)).toBe("Rupees Two Crore Five Lakh Only");
    expect(amountInWords(0)).toBe("Rupees Zero Only");
  });
});

/** A small deterministic generator (mulberry32), so a failing cart can be found again. */
function seededRandom(seed: number): () => number {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
