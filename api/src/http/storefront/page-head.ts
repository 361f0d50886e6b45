import escapeHtml from "escape-html";
import type { Shop } from "../../shop/shop";
import type { Loaders } from "../../shop/loaders";
import { type Product, unitPricePaise } from "../../modules/product/product.entity";
import { paiseToRupeesText } from "@shop/words/money";
import { NotFoundError } from "../../common/errors";
import type { Category } from "../../modules/category/category.entity";
import { ProductFilter, ProductSort } from "../../modules/product/product.types";
import { metaDescription, productMetaDescription, productTitle } from "../../modules/product/product-page-meta";
import { priceBag } from "../../modules/cart/pricing";
import type { ShopPolicies } from "../../modules/settings/shop-policies";
import { fullTitle, NOT_FOUND_TITLE, pageAt, SHOP_NAME, STOREFRONT_PAGES } from "@shop/words/storefront-pages";

const SHOP_DESCRIPTION = "Bags, wallets and backpacks, delivered across India.";
/** The shop's own picture for link previews (storefront/public/share.png), for pages without a photo of their own. */
const SHARE_IMAGE = "/share.png";
/** As many products as a collection's first screen shows (the storefront's page size). */
const COLLECTION_PAGE_SIZE = 12;

/** What the first HTML of a storefront path says about it before any JavaScript runs. */
export interface PageHead {
  status: 200 | 404;
  /** The same for every shopper and made only from the catalogue: a CDN may keep it. */
  shared: boolean;
  title: string;
  description: string;
  canonical?: string;
  image?: string;
  /** Extra `<meta property=... content=...>` pairs (Open Graph product price and currency). */
  properties: Array<[string, string]>;
  jsonLd: object[];
}

/**
 * The head of a storefront path: a product's or category's own tags, the shop's on the home page,
 * and 404 for unknown paths and for slugs shoppers cannot see (unknown or unpublished). `loaders`
 * are the page request's, shared with the render of its body.
 */
export async function describePage(shop: Shop, pathname: string, query: URLSearchParams, loaders: Loaders): Promise<PageHead> {
  const base = shop.config.publicUrl;
  const segments = pathname.split("/").filter(Boolean).map(decodeURIComponentSafe);
  const page = (title: string, description = SHOP_DESCRIPTION): PageHead => ({
    status: 200,
    shared: true,
    title,
    description,
    canonical: base + pathname.replace(/\/$/, ""),
    image: absoluteUrl(base, SHARE_IMAGE),
    properties: [],
    jsonLd: [],
  });
  try {
    if (segments.length === 0) return homePage(base);
    const [first, second] = segments;
    if (segments.length === 2 && first === "product") {
      // The page's body (GraphQL's product) gets the same read from the same loader: one product, read once.
      const [found, policies, deliveryDays] = await Promise.all([
        loaders.productPages.load({ idOrSlug: second }),
        shop.services.settings.policies(),
        shop.services.serviceability.deliveryDays(),
      ]);
      if (!found) throw new NotFoundError("Product");
      return productPage(base, found.product, { policies, deliveryDays });
    }
    if (segments.length === 2 && first === "collections") {
      const { products } = shop.services;
      const firstScreen = async (category: string | null) => {
        const { filter, sort } = listedBy(query, category);
        return (await products.listProducts(filter, sort, { after: null, skip: 0, take: COLLECTION_PAGE_SIZE })).items;
      };
      if (second === "all") {
        return collectionPage(page(`${collectionTitle(query, "All Products")} | ${SHOP_NAME}`), "All Products", await firstScreen(null));
      }
      if (second === "bestsellers") {
        return collectionPage(page(`Bestsellers | ${SHOP_NAME}`), "Bestsellers", await products.bestSellers(COLLECTION_PAGE_SIZE));
      }
      const category = await shop.services.categories.getCategory(second);
      const shown = await firstScreen(category.slug);
      const head = page(
        `${collectionTitle(query, category.seoTitle || category.name)} | ${SHOP_NAME}`,
        category.seoDescription || metaDescription(category.description) || SHOP_DESCRIPTION,
      );
      return collectionPage(head, category.name, shown, category);
    }
    // The storefront's own pages, titled as they title themselves.
    const own = pageAt(segments.join("/"));
    if (own?.kind === "information") return page(fullTitle(own.title!));
    if (own?.kind === "shopper") return { ...page(fullTitle(own.title!)), canonical: undefined, shared: false };
  } catch (err) {
    if (!(err instanceof NotFoundError)) throw err;
  }
  return { status: 404, shared: false, title: fullTitle(NOT_FOUND_TITLE), description: SHOP_DESCRIPTION, properties: [], jsonLd: [] };
}

function homePage(base: string): PageHead {
  return {
    status: 200,
    shared: true,
    title: STOREFRONT_PAGES.home.title,
    description: SHOP_DESCRIPTION,
    canonical: `${base}/`,
    image: absoluteUrl(base, SHARE_IMAGE),
    properties: [],
    jsonLd: [
      { "@context": "https://schema.org", "@type": "Organization", name: SHOP_NAME, url: `${base}/` },
      {
        "@context": "https://schema.org",
        "@type": "WebSite",
        name: SHOP_NAME,
        url: `${base}/`,
        potentialAction: {
          "@type": "SearchAction",
          target: { "@type": "EntryPoint", urlTemplate: `${base}/collections/all?search={search_term_string}` },
          "query-input": "required name=search_term_string",
        },
      },
    ],
  };
}

/**
 * A collection's head: the category's picture to share (else its first product's photo, else the
 * shop's), and structured data naming where it sits and the products its first screen shows.
 */
function collectionPage(head: PageHead, name: string, shown: Product[], category?: Category): PageHead {
  const base = head.canonical!.replace(/\/collections\/.*$/, "");
  const picture = category?.image?.url ?? shown.find((p) => firstPhoto(p))?.images[0].url;
  return {
    ...head,
    image: picture ? absoluteUrl(base, picture) : head.image,
    jsonLd: [
      {
        "@context": "https://schema.org",
        "@type": "BreadcrumbList",
        itemListElement: [
          { "@type": "ListItem", position: 1, name: "Home", item: `${base}/` },
          { "@type": "ListItem", position: 2, name, item: head.canonical },
        ],
      },
      {
        "@context": "https://schema.org",
        "@type": "ItemList",
        name,
        numberOfItems: shown.length,
        itemListElement: shown.map((product, i) => ({
          "@type": "ListItem",
          position: i + 1,
          name: product.name,
          url: `${base}/product/${product.slug}`,
        })),
      },
    ],
  };
}

/** The sortBy values of a collection's address (storefront/src/lib/collection-query.ts). */
const SORTS_IN_URL: Record<string, ProductSort> = {
  relevance: ProductSort.RELEVANCE,
  newest: ProductSort.NEWEST,
  popularity: ProductSort.POPULARITY,
  "price-asc": ProductSort.PRICE_ASC,
  "price-desc": ProductSort.PRICE_DESC,
  rating: ProductSort.RATING,
};

/**
 * The filter and sort a collection page applies from its address, read as the storefront reads
 * it (storefront/src/lib/collection-query.ts), so that its structured data lists what it shows.
 */
function listedBy(query: URLSearchParams, category: string | null): { filter: ProductFilter; sort: ProductSort | null } {
  const text = (name: string) => query.get(name)?.trim() || null;
  const list = (name: string) => {
    const values = (query.get(name) ?? "")
      .split(",")
      .map((v) => v.trim())
      .filter(Boolean);
    return values.length > 0 ? values : null;
  };
  const paise = (name: string) => {
    const rupees = Number(text(name) ?? NaN);
    // As the storefront reads an amount: any number of rupees, to the nearest paisa.
    return Number.isFinite(rupees) && rupees >= 0 ? Math.round(rupees * 100) : null;
  };
  const filter = Object.assign(new ProductFilter(), {
    category,
    collection: text("collection"),
    search: text("search"),
    genders: list("gender"),
    colors: list("color"),
    materials: list("material"),
    sizes: list("size"),
    minPricePaise: paise("minPrice"),
    maxPricePaise: paise("maxPrice"),
  });
  return { filter, sort: SORTS_IN_URL[text("sortBy")?.toLowerCase() ?? ""] ?? null };
}

/** A collection's title as its page gives it: what was searched for, or the named collection, before its own (search-engine) name. */
function collectionTitle(query: URLSearchParams, name: string): string {
  const search = query.get("search")?.trim();
  if (search) return `Search results for "${search}"`;
  return query.get("collection")?.trim() || name;
}

/** A product's first photo, when it has one with an address. */
function firstPhoto(product: Product): string | undefined {
  return product.images?.[0]?.url || undefined;
}

/** What the shop promises about delivery and returns (its policies, and its delivery rules' days). */
interface Promises {
  policies: ShopPolicies;
  deliveryDays: { from: number; to: number };
}

function productPage(base: string, product: Product, { policies, deliveryDays }: Promises): PageHead {
  const url = `${base}/product/${product.slug}`;
  const price = paiseToRupeesText(unitPricePaise(product));
  const photo = firstPhoto(product);
  // Without a photo the preview shows the shop's picture, never an address that is not one.
  const image = absoluteUrl(base, photo ?? SHARE_IMAGE);
  // One of it in a bag: the delivery the shopper would pay under the shop's rules.
  const deliveryPaise = priceBag([{ unitPricePaise: unitPricePaise(product), quantity: 1, giftWrap: false }], policies).deliveryPaise;
  const description = productMetaDescription(product) || SHOP_DESCRIPTION;
  const offer = {
    "@type": "Offer",
    url,
    price,
    priceCurrency: "INR",
    availability: product.countInStock > 0 ? "https://schema.org/InStock" : "https://schema.org/OutOfStock",
    shippingDetails: {
      "@type": "OfferShippingDetails",
      shippingRate: { "@type": "MonetaryAmount", value: paiseToRupeesText(deliveryPaise), currency: "INR" },
      shippingDestination: { "@type": "DefinedRegion", addressCountry: "IN" },
      deliveryTime: {
        "@type": "ShippingDeliveryTime",
        handlingTime: { "@type": "QuantitativeValue", minValue: 0, maxValue: policies.dispatchDays, unitCode: "DAY" },
        transitTime: { "@type": "QuantitativeValue", minValue: deliveryDays.from, maxValue: deliveryDays.to, unitCode: "DAY" },
      },
    },
    hasMerchantReturnPolicy: {
      "@type": "MerchantReturnPolicy",
      applicableCountry: "IN",
      returnPolicyCategory: "https://schema.org/MerchantReturnFiniteReturnWindow",
      merchantReturnDays: policies.returnWindowDays,
      returnMethod: "https://schema.org/ReturnByMail",
      url: `${base}/refund-and-return`,
    },
  };
  return {
    status: 200,
    shared: true,
    title: `${productTitle(product)} | ${SHOP_NAME}`,
    description,
    canonical: url,
    image,
    properties: [
      ["og:type", "product"],
      ["product:price:amount", price],
      ["product:price:currency", "INR"],
    ],
    jsonLd: [
      {
        "@context": "https://schema.org",
        "@type": "Product",
        name: product.name,
        description,
        sku: product.sku,
        ...(product.brand ? { brand: { "@type": "Brand", name: product.brand } } : {}),
        ...(photo ? { image: [image] } : {}),
        offers: offer,
        ...(product.numReviews > 0
          ? { aggregateRating: { "@type": "AggregateRating", ratingValue: product.rating, reviewCount: product.numReviews } }
          : {}),
      },
      {
        "@context": "https://schema.org",
        "@type": "BreadcrumbList",
        itemListElement: [
          { "@type": "ListItem", position: 1, name: "Home", item: `${base}/` },
          { "@type": "ListItem", position: 2, name: "All bags", item: `${base}/collections/all` },
          { "@type": "ListItem", position: 3, name: product.name, item: url },
        ],
      },
    ],
  };
}

/** The tags that go in `<head>`, escaped; replaces the shell's own title and description. */
export function renderHead(head: PageHead): string {
  const tags = [`<title>${escapeHtml(head.title)}</title>`, `<meta name="description" content="${escapeHtml(head.description)}" />`];
  if (head.status === 404) tags.push(`<meta name="robots" content="noindex" />`);
  if (head.canonical) {
    tags.push(`<link rel="canonical" href="${escapeHtml(head.canonical)}" />`);
    const og: Array<[string, string]> = [
      ["og:site_name", SHOP_NAME],
      ["og:title", head.title],
      ["og:description", head.description],
      ["og:url", head.canonical],
      ...(head.properties.some(([p]) => p === "og:type") ? [] : [["og:type", "website"] as [string, string]]),
      ...head.properties,
      ...(head.image ? [["og:image", head.image] as [string, string]] : []),
    ];
    for (const [property, content] of og) tags.push(`<meta property="${property}" content="${escapeHtml(content)}" />`);
    tags.push(`<meta name="twitter:card" content="${head.image ? "summary_large_image" : "summary"}" />`);
    tags.push(`<meta name="twitter:title" content="${escapeHtml(head.title)}" />`);
    tags.push(`<meta name="twitter:description" content="${escapeHtml(head.description)}" />`);
    if (head.image) tags.push(`<meta name="twitter:image" content="${escapeHtml(head.image)}" />`);
  }
  for (const data of head.jsonLd) {
    // "<" escaped so that no text from the catalogue can close the script element.
    tags.push(`<script type="application/ld+json">${JSON.stringify(data).replace(/</g, "\\u003c")}</script>`);
  }
  return tags.join("\n    ");
}

function absoluteUrl(base: string, url: string): string {
  return /^https?:\/\//.test(url) ? url : `${base}${url.startsWith("/") ? "" : "/"}${url}`;
}

function decodeURIComponentSafe(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}
