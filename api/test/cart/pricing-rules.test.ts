import { priceBag, type PriceRules } from "../../src/modules/cart/pricing";

// Pricing is a pure function of the bag and the shop's rules: no database, milliseconds.

const RULES: PriceRules = { deliveryFeePaise: 50_00, freeDeliveryAbovePaise: 1_000_00, giftWrapFeePaise: 35_00 };
const line = (unitPricePaise: number, quantity = 1, giftWrap = false) => ({ unitPricePaise, quantity, giftWrap });

describe("priceBag", () => {
  it("charges the delivery fee up to the threshold and nothing above it", () => {
    expect(priceBag([line(1_000_00)], RULES)).toMatchObject({ subtotalPaise: 1_000_00, deliveryPaise: 50_00, totalPaise: 1_050_00 });
    expect(priceBag([line(1_000_01)], RULES)).toMatchObject({ deliveryPaise: 0, totalPaise: 1_000_01 });
  });

  it("prices with the rules it is given, not with constants", () => {
    const rules: PriceRules = { deliveryFeePaise: 79_00, freeDeliveryAbovePaise: 1_499_00, giftWrapFeePaise: 49_00 };
    expect(priceBag([line(1_200_00, 1, true), line(100_00, 2)], rules)).toEqual({
      subtotalPaise: 1_400_00,
      codFeePaise: 0,
      giftWrapPaise: 49_00,
      deliveryPaise: 79_00,
      discountPaise: 0,
      totalPaise: 1_528_00,
    });
    expect(priceBag([line(1_500_00)], rules).deliveryPaise).toBe(0);
  });

  it("charges gift wrap once per wrapped line, whatever its quantity", () => {
    expect(priceBag([line(300_00, 3, true), line(300_00, 1, true), line(300_00)], RULES).giftWrapPaise).toBe(70_00);
  });

  it("a free-delivery threshold of zero makes every bag's delivery free; a fee of zero too", () => {
    expect(priceBag([line(1)], { ...RULES, freeDeliveryAbovePaise: 0 }).deliveryPaise).toBe(0);
    expect(priceBag([line(1)], { ...RULES, deliveryFeePaise: 0 }).deliveryPaise).toBe(0);
  });

  it("an empty bag costs nothing, and a discount never takes the total below zero", () => {
    expect(priceBag([], RULES, () => 500_00)).toEqual({
      subtotalPaise: 0,
      giftWrapPaise: 0,
      deliveryPaise: 0,
      discountPaise: 0,
      codFeePaise: 0,
      totalPaise: 0,
    });
    expect(priceBag([line(100_00)], RULES, () => 1_000_00)).toMatchObject({ discountPaise: 150_00, totalPaise: 0 });
  });
});
