import { slugify } from "../src/slug";

describe("slugify", () => {
  it.each([
    ["Café Tote", "cafe-tote"],
    ["Men's Travel Bag!", "mens-travel-bag"],
    ["  Bag's on   sale ", "bags-on-sale"],
    ["Rucksack 40L (Grey)", "rucksack-40l-grey"],
    ["Señor -- Wallet", "senor-wallet"],
  ])("%s becomes %s", (name, slug) => expect(slugify(name)).toBe(slug));
});
