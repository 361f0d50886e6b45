import { OptionLists } from "../../src/modules/product/option-lists";
import { fromPricePaise } from "../../src/modules/product/product-variant.entity";

// Pure rules of the catalogue's options and variant prices: no database, milliseconds.

const lists = new OptionLists({
  sizes: ["Small", "Large", "XXL"],
  colors: [
    { name: "black", swatch: "#111111" },
    { name: "teal", swatch: "#008080" },
  ],
  materials: ["Leather", "Vegan leather"],
});

describe("the option lists", () => {
  it("spell a product's options as the lists do, whatever the case, once each", () => {
    expect(lists.productOptions({ sizes: [" xxl", "small", "Small"], colors: ["TEAL"], material: "vegan LEATHER" })).toEqual({
      sizes: ["XXL", "Small"],
      colors: ["teal"],
      material: "Vegan leather",
    });
    expect(lists.productOptions({})).toEqual({ sizes: [], colors: [], material: null });
    expect(lists.productOptions({ material: "  " }).material).toBeNull();
  });

  it.each([
    [{ sizes: ["Huge"] }, "sizes", "Size must be one of Small, Large, XXL"],
    [{ colors: ["navy"] }, "colors", "Color must be one of black, teal"],
    [{ material: "Plastic" }, "material", "Material must be one of Leather, Vegan leather"],
  ])("refuse %p, naming the list", (input, field, message) => {
    expect(() => lists.productOptions(input)).toThrow(expect.objectContaining({ message, problems: [{ field, message }] }));
  });

  it("spell a filter's values as the lists do, and leave unknown ones as typed (they match nothing)", () => {
    expect(lists.spelling("colors", " Teal ")).toBe("teal");
    expect(lists.spelling("sizes", "purple")).toBe("purple");
  });
});

describe("the 'from' price of a product's variants", () => {
  const product = { pricePaise: 1000_00, discountPricePaise: null };
  const variant = (countInStock: number, pricePaise: number | null = null, discountPricePaise: number | null = null) => ({
    countInStock,
    pricePaise,
    discountPricePaise,
  });

  it("is the lowest unit price among variants in stock, when they differ", () => {
    expect(fromPricePaise(product, [variant(2, 600_00), variant(3)])).toBe(600_00);
    expect(fromPricePaise(product, [variant(2, 1200_00, 900_00), variant(3)])).toBe(900_00);
    // A variant's own sale price applies to the product's price.
    expect(fromPricePaise({ pricePaise: 2000_00, discountPricePaise: 1500_00 }, [variant(1, null, 700_00), variant(1)])).toBe(700_00);
  });

  it("is none when every buyable variant sells at one price", () => {
    expect(fromPricePaise(product, [variant(2), variant(3)])).toBeNull();
    // The cheaper variant is sold out: what can be bought costs one price.
    expect(fromPricePaise(product, [variant(0, 500_00), variant(3)])).toBeNull();
    expect(fromPricePaise(product, [variant(1, 1000_00), variant(3)])).toBeNull();
  });

  it("of a sold-out product is taken over all its variants", () => {
    expect(fromPricePaise(product, [variant(0, 500_00), variant(0)])).toBe(500_00);
  });
});
