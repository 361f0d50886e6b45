import { rupeesToPaise } from "../../vocabulary/money";
import crypto from "node:crypto";
import type { DataSource } from "typeorm";
import type { Services } from "../../common/context";
import { type ImageInput, type ProductInput, VariantInput } from "../../modules/product/product.types";
import { variantCombinations } from "../../modules/product/variant-options";
import { bagSvg, bannerSvg, type BagShape, renderPng } from "./bag-pictures";
import {
  BAGS,
  BAGS_ON_SALE,
  CARE,
  DEMO_BANNER_SLIDES,
  DEMO_CATEGORIES,
  DEMO_CUSTOMERS,
  DEMO_PRODUCTS,
  DEMO_REVIEWS,
  type DemoProduct,
  FEATURES,
  MEASURES,
} from "./demo-catalog";

/** What the seed writes through: the running shop's database, services and log (no more of it, so the seed imports nothing above it). */
export interface SeededShop {
  dataSource: DataSource;
  services: Services;
  log: (line: string) => void;
}

/** Whether the shop has no catalogue yet: the demo is seeded only then, so a second start skips it. */
export async function catalogIsEmpty(shop: SeededShop): Promise<boolean> {
  const [{ empty }] = await shop.dataSource.query(
    `SELECT NOT EXISTS (SELECT 1 FROM categories) AND NOT EXISTS (SELECT 1 FROM products) AS empty`,
  );
  return empty;
}

/**
 * Seeds the demo shop through the same services the admin uses: categories with pictures,
 * products with generated pictures in their colours, demo customers' reviews (which set the
 * ratings), and the home banner. Deterministic: every run makes the same catalogue.
 */
export async function seedDemoShop(shop: SeededShop): Promise<void> {
  const started = Date.now();
  shop.log("empty catalogue: seeding the demo shop (pictures are drawn locally, this takes a little while once)");
  const { assets, categories, products, reviews, banner, auth } = shop.services;
  // Drawing and encoding pictures is most of the seed's time and runs on sharp's threads: every
  // picture is queued at once, a few drawn at a time, while the catalogue is written in order as
  // its pictures arrive ("new arrivals" are the same on every run).
  const drawing = atMost(4);
  const queue = (svg: () => string) => {
    const stored = drawing(async () => assets.storeImage(await renderPng(svg())));
    // Awaited in its turn below, where a failure stops the seed; not an unhandled rejection before.
    stored.catch(() => undefined);
    return stored;
  };
  const categoryPictures = DEMO_CATEGORIES.map((c) => queue(() => bagSvg(c.shape, c.color, "angle")));
  // A product picture (a shape in a colour, from the front or at an angle) is drawn and stored
  // once, and shown by every product and variant that needs it: products may share images (a
  // product's removal keeps what another shows).
  const productPictures = new Map<string, Promise<string>>();
  const productPicture = (shape: BagShape, color: string, view: "front" | "angle") => {
    const key = `${shape} ${color} ${view}`;
    if (!productPictures.has(key))
      productPictures.set(
        key,
        queue(() => bagSvg(shape, color, view)),
      );
    return productPictures.get(key)!;
  };
  const shapeOf = new Map(DEMO_CATEGORIES.map((c) => [c.name, c.shape]));
  // Queued in the order the products below need them.
  for (const demo of DEMO_PRODUCTS) {
    const [first, second = first] = demo.colors;
    const shape = shapeOf.get(demo.category)!;
    void productPicture(shape, first, "front");
    void productPicture(shape, second, "angle");
    for (const color of demo.colors) void productPicture(shape, color, "front");
  }
  const bannerPictures = DEMO_BANNER_SLIDES.map((slide) => [
    queue(() => bannerSvg(slide.bags, slide.band, 1920, 640)),
    queue(() => bannerSvg(slide.bags, slide.band, 768, 960)),
  ]);

  const categoryOf = new Map<string, { id: string; shape: BagShape; collection: string }>();
  for (const [i, c] of DEMO_CATEGORIES.entries()) {
    const image = { url: await categoryPictures[i], altText: `${c.name} at Bagzone` };
    const created = await categories.createCategory({ name: c.name, description: c.description, image, isPublished: true });
    categoryOf.set(c.name, { id: created.id, shape: c.shape, collection: c.collection });
  }

  const productIds: string[] = [];
  for (const [i, demo] of DEMO_PRODUCTS.entries()) {
    const category = categoryOf.get(demo.category)!;
    const [first, second = first] = demo.colors;
    const images = [
      { url: await productPicture(category.shape, first, "front"), altText: `${demo.name}, ${first}, front view` },
      { url: await productPicture(category.shape, second, "angle"), altText: `${demo.name}, ${second}, side view` },
    ];
    // A front view per colour, shown when a shopper chooses that colour.
    const photos = new Map<string, string>();
    for (const color of demo.colors) photos.set(color, await productPicture(category.shape, color, "front"));
    const input = productInput(demo, category, i, images);
    input.variants = demoVariants(demo, i, (color) => [{ url: photos.get(color)!, altText: `${demo.name}, ${color}, front view` }]);
    const created = await products.createProduct(input);
    productIds.push(created.id);
  }

  await seedDemoGst(shop, categoryOf);

  const customerIds: string[] = [];
  for (const c of DEMO_CUSTOMERS) {
    const email = `${c.firstName}.${c.lastName}@demo.bagzone.local`.toLowerCase();
    const { user } = await auth.register({ ...c, email, password: crypto.randomBytes(18).toString("base64url") });
    customerIds.push(user.id);
  }

  // Product i gets i % 5 reviews (some none), from different customers, so ratings and review counts vary.
  let reviewCount = 0;
  for (const [i, productId] of productIds.entries()) {
    if (DEMO_PRODUCTS[i].isPublished === false) continue;
    for (let k = 0; k < i % 5; k++) {
      const review = DEMO_REVIEWS[(i * 3 + k) % DEMO_REVIEWS.length];
      await reviews.addReview(productId, customerIds[(i + k) % customerIds.length], review);
      reviewCount++;
    }
  }

  for (const [position, slide] of DEMO_BANNER_SLIDES.entries()) {
    const [desktopImage, mobileImage] = await Promise.all(bannerPictures[position]);
    const { altText, headline, text, buttonLabel, link } = slide;
    await banner.createSlide({ desktopImage, mobileImage, altText, headline, text, buttonLabel, link, position, isActive: true });
  }

  shop.log(
    `seeded the demo catalogue in ${((Date.now() - started) / 1000).toFixed(1)}s: ${DEMO_CATEGORIES.length} categories, ` +
      `${productIds.length} products, ${reviewCount} reviews, ${DEMO_BANNER_SLIDES.length} banner slides`,
  );
}

/**
 * The demo seller and GST rates of the demo categories: bags, wallets and backpacks (HSN 4202) at
 * 18%, and jute and cotton totes at 12% until GST's new slabs of 22 September 2025 and 5% after,
 * so the demo shows a dated rate change. Illustrative rates: a real shop checks its own.
 */
async function seedDemoGst(shop: SeededShop, categoryOf: Map<string, { id: string }>): Promise<void> {
  await shop.services.settings.seedDemoSeller();
  await shop.services.serviceability.seedDemoRules();
  for (const [name, { id }] of categoryOf) {
    const rates =
      name === "Tote Bags"
        ? ([
            ["420222", 12, "2017-07-01"],
            ["420222", 5, "2025-09-22"],
          ] as const)
        : ([["4202", 18, "2017-07-01"]] as const);
    for (const [hsn, rate, effectiveFrom] of rates) await shop.services.gstRates.add({ categoryId: id, hsn, rate, effectiveFrom });
  }
}

function productInput(
  demo: DemoProduct,
  category: { id: string; shape: BagShape; collection: string },
  index: number,
  images: { url: string; altText: string }[],
): ProductInput {
  const size = MEASURES[category.shape];
  const onSale = demo.discountPrice !== undefined;
  return {
    name: demo.name,
    sku: `BZ-${String(index + 1).padStart(4, "0")}`,
    brand: demo.brand,
    collection: onSale && category.collection === BAGS ? BAGS_ON_SALE : category.collection,
    category: category.id,
    description: describe(demo, category.shape),
    pricePaise: rupeesToPaise(demo.price),
    discountPricePaise: demo.discountPrice === undefined ? null : rupeesToPaise(demo.discountPrice),
    countInStock: demo.countInStock,
    weight: size.weight,
    dimensions: { length: size.length, width: size.width, height: size.height },
    sizes: demo.sizes,
    colors: demo.colors,
    tags: demo.tags,
    material: demo.material,
    gender: demo.gender,
    images,
    isPublished: demo.isPublished ?? true,
    isFeatured: index % 7 === 0,
  };
}

/**
 * Believable stock per size and colour, the same on every run: middle sizes and the first colour
 * stock deepest, about one combination in seven is sold out, and a product the demo lists as out
 * of stock has none of any.
 */
function demoVariants(demo: DemoProduct, index: number, photosOf: (color: string) => ImageInput[]): VariantInput[] {
  const sizeDepth: Record<string, number> = { Small: 4, Medium: 9, Large: 7, XL: 3 };
  return variantCombinations(demo.sizes, demo.colors).map((o, j) => {
    const depth = (o.size ? sizeDepth[o.size] : 12) + (o.color === demo.colors[0] ? 4 : 0) + ((index * 5 + j * 3) % 4);
    const soldOut = demo.countInStock === 0 || (index + j * 3) % 7 === 3;
    return Object.assign(new VariantInput(), {
      size: o.size,
      color: o.color,
      countInStock: soldOut ? 0 : depth,
      images: o.color ? photosOf(o.color) : null,
    });
  });
}

/** The product page's HTML description: the pitch, what it has, what it is made of, how to care for it. */
function describe(demo: DemoProduct, shape: BagShape): string {
  const size = MEASURES[shape];
  const items = [
    ...FEATURES[shape],
    `Material: ${demo.material}`,
    `Dimensions: ${size.length} x ${size.width} x ${size.height} cm, ${size.weight * 1000} g`,
  ];
  return [
    `<p>${demo.pitch}</p>`,
    `<ul>${items.map((item) => `<li>${item}</li>`).join("")}</ul>`,
    `<p><strong>Care:</strong> ${CARE[demo.material]}</p>`,
  ].join("");
}

/** `work` over `items`, `size` at a time, results in the items' order. */
/**
 * Runs at most `n` of the tasks handed to it at once, in the order they were handed; a finished
 * task hands its place straight to the next waiting one.
 */
function atMost(n: number) {
  let running = 0;
  const waiting: Array<() => void> = [];
  return async <R>(task: () => Promise<R>): Promise<R> => {
    if (running < n) running++;
    else await new Promise<void>((resolve) => waiting.push(resolve));
    try {
      return await task();
    } finally {
      const next = waiting.shift();
      if (next) next();
      else running--;
    }
  };
}
