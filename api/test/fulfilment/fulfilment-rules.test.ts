import { Courier, trackingUrl } from "../../src/modules/fulfilment/couriers";
import { allowedMoves, assertAllowedMove, assertCorrectable } from "../../src/modules/fulfilment/order-lifecycle";
import { returnValuePaise } from "../../src/modules/fulfilment/return-value";
import { OrderStatus } from "../../src/modules/order/order.entity";

// Pure rules of fulfilment: no database, milliseconds.

const S = OrderStatus;

describe("the order lifecycle", () => {
  const expected: Record<OrderStatus, OrderStatus[]> = {
    [S.PENDING]: [S.PROCESSING, S.SHIPPED, S.CANCELLED],
    [S.PROCESSING]: [S.SHIPPED, S.CANCELLED],
    [S.SHIPPED]: [S.DELIVERED, S.RETURNED_TO_ORIGIN],
    [S.DELIVERED]: [],
    [S.RETURN_REQUESTED]: [],
    [S.RETURNED]: [],
    [S.EXCHANGED]: [],
    [S.RETURNED_TO_ORIGIN]: [],
    [S.CANCELLED]: [],
  };

  it.each(Object.values(S))("from %s allows exactly the documented moves and refuses every other", (from) => {
    expect(allowedMoves(from)).toEqual(expected[from]);
    for (const to of Object.values(S)) {
      if (expected[from].includes(to)) expect(() => assertAllowedMove(from, to)).not.toThrow();
      else expect(() => assertAllowedMove(from, to)).toThrow(/^An order that is /);
    }
  });

  it("names the allowed moves in a refusal", () => {
    expect(() => assertAllowedMove(S.PENDING, S.DELIVERED)).toThrow(
      "An order that is Pending can move to Processing, Shipped or Cancelled, not Delivered",
    );
    expect(() => assertAllowedMove(S.SHIPPED, S.CANCELLED)).toThrow(
      "An order that is Shipped can move to Delivered or Refused at delivery, not Cancelled",
    );
    expect(() => assertAllowedMove(S.PROCESSING, S.RETURNED_TO_ORIGIN)).toThrow(
      "An order that is Processing can move to Shipped or Cancelled, not Refused at delivery",
    );
  });

  it("ends a parcel refused at delivery for good: no move and no correction undoes its stock and money", () => {
    expect(() => assertAllowedMove(S.RETURNED_TO_ORIGIN, S.SHIPPED)).toThrow(
      "An order that is Refused at delivery cannot be moved on by hand",
    );
    expect(() => assertCorrectable(S.RETURNED_TO_ORIGIN, S.SHIPPED)).toThrow(/^A correction moves an order between/);
    expect(() => assertCorrectable(S.SHIPPED, S.RETURNED_TO_ORIGIN)).toThrow(/^A correction moves an order between/);
  });

  it("corrects only between statuses that carry no stock or money", () => {
    expect(() => assertCorrectable(S.DELIVERED, S.SHIPPED)).not.toThrow();
    expect(() => assertCorrectable(S.SHIPPED, S.PENDING)).not.toThrow();
    expect(() => assertCorrectable(S.CANCELLED, S.PROCESSING)).toThrow(/a cancelled order's stock and refund/);
    expect(() => assertCorrectable(S.PROCESSING, S.CANCELLED)).toThrow(/^A correction moves an order between/);
    expect(() => assertCorrectable(S.SHIPPED, S.SHIPPED)).toThrow("The order is already Shipped");
  });
});

describe("tracking links", () => {
  it("fill the courier's template with the number, escaped", () => {
    expect(trackingUrl(Courier.DELHIVERY, "AB 12/3")).toBe("https://www.delhivery.com/track-v2/package/AB%2012%2F3");
    expect(trackingUrl(Courier.BLUE_DART, "123")).toContain("trackNo=123");
  });

  it("are absent without a courier page or a number", () => {
    expect(trackingUrl(Courier.OTHER, "123")).toBeNull();
    expect(trackingUrl(null, "123")).toBeNull();
    expect(trackingUrl(Courier.DTDC, null)).toBeNull();
  });
});

describe("what a return gives back", () => {
  const totals = (subtotalPaise: number, discountPaise = 0) => ({
    subtotalPaise,
    discountPaise,
    giftWrapPaise: 0,
    deliveryPaise: 50_00,
    codFeePaise: 0,
    totalPaise: subtotalPaise - discountPaise + 50_00,
  });

  it("is the returned units' price without a discount", () => {
    expect(returnValuePaise([{ unitPricePaise: 600_00, quantity: 1 }], totals(1200_00))).toBe(600_00);
  });

  it("less their share of the discount, rounded down to the paisa", () => {
    // 10% off Rs. 1,000: returning Rs. 333.33 of it gives back 90% of that, Rs. 299.99(7) -> Rs. 299.99.
    expect(returnValuePaise([{ unitPricePaise: 333_33, quantity: 1 }], totals(1000_00, 100_00))).toBe(299_99);
  });

  it("never more than the whole bag's share, however the discount compares", () => {
    expect(returnValuePaise([{ unitPricePaise: 500_00, quantity: 2 }], totals(1000_00, 2000_00))).toBe(0);
    expect(returnValuePaise([{ unitPricePaise: 100_00, quantity: 1 }], totals(0))).toBe(0);
  });
});
