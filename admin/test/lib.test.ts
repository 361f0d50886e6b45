import { formatRupees } from "@shop/words/money";
import { orderStatusColor } from "../src/lib/order-status";
import { slugify } from "@shop/words/slug";

describe("slug preview", () => {
  it.each([
    ["Leather Wallet", "leather-wallet"],
    ["Men's Travel Bag!", "mens-travel-bag"],
    ["  Bag's on   sale ", "bags-on-sale"],
    ["Rucksack 40L (Grey)", "rucksack-40l-grey"],
  ])("%s becomes %s", (name, slug) => expect(slugify(name)).toBe(slug));
});

describe("price formatter", () => {
  it("shows rupees with Indian grouping and two decimals", () => {
    expect(formatRupees(12999900)).toBe("Rs. 1,29,999.00");
    expect(formatRupees(5000)).toBe("Rs. 50.00");
    expect(formatRupees(0)).toBe("Rs. 0.00");
    expect(formatRupees(-12345)).toBe("-Rs. 123.45");
  });
});

describe("order status badge colours", () => {
  it.each([
    ["PROCESSING", "yellow"],
    ["SHIPPED", "blue"],
    ["DELIVERED", "green"],
    ["CANCELLED", "red"],
    ["PENDING", "gray"],
    ["Delivered", "green"],
  ])("%s is %s", (status, color) => expect(orderStatusColor(status)).toBe(color));
});
