import { Category } from "../../src/modules/category/category.entity";
import { Image } from "../../src/modules/asset/image";
import { Product } from "../../src/modules/product/product.entity";
import { ProductVariant } from "../../src/modules/product/product-variant.entity";
import { type ProductPageRow, productPageOf } from "../../src/modules/review/product-page";
import { Review } from "../../src/modules/review/review.entity";

// type-graphql copies a field resolver's root into a new instance of its class on every call unless
// it is one already (4 µs a Product): rows read without TypeORM must come out as instances.
describe("a product read without TypeORM", () => {
  const at = "2026-11-27T10:00:00.000Z";
  const row = {
    id: "p1",
    name: "Canvas tote",
    slug: "canvas-tote",
    pricePaise: 129900,
    discountPricePaise: null,
    images: [{ url: "/assets/a/large.jpg", altText: "A tote" }],
    dimensions_length: 40,
    dimensions_width: 10,
    dimensions_height: 35,
    createdAt: new Date(at),
    updatedAt: new Date(at),
    categoryJson: { id: "c1", name: "Totes", slug: "totes", createdAt: at, updatedAt: at },
    variantsJson: [{ id: "v1", productId: "p1", size: "M", color: "Blue", createdAt: at, updatedAt: at }],
    reviewsJson: [{ id: "r1", productId: "p1", rating: 5, comment: "Sturdy", createdAt: at, updatedAt: at }],
  } as unknown as ProductPageRow;
  const page = productPageOf(row);

  it("is a Product with its fields, and its images are Images", () => {
    expect(page.product).toBeInstanceOf(Product);
    expect(page.product).toMatchObject({
      id: "p1",
      slug: "canvas-tote",
      pricePaise: 129900,
      dimensions: { length: 40, width: 10, height: 35 },
    });
    expect(page.product.images[0]).toBeInstanceOf(Image);
    expect(page.product.images[0]).toEqual(expect.objectContaining({ url: "/assets/a/large.jpg", altText: "A tote" }));
  });

  it("comes with its category, variants and reviews as instances, their dates as dates", () => {
    expect(page.category).toBeInstanceOf(Category);
    expect(page.variants[0]).toBeInstanceOf(ProductVariant);
    expect(page.reviews[0]).toBeInstanceOf(Review);
    expect(page.reviews[0].createdAt).toEqual(new Date(at));
    expect(page.category.name).toBe("Totes");
  });
});
