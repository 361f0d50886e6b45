import escapeHtml from "escape-html";
import type { Shop } from "../../shop";
import { type Product, unitPricePaise } from "../../modules/catalog/product.entity";
import { paiseToRupeesText } from "../../common/money";
import { NotFoundError } from "../../common/errors";
import { APP_PAGES, INFORMATION_PAGES, PAGE_TITLES } from "./storefront-paths";

const SHOP_NAME = "Bagzone";
const SHOP_DESCRIPTION = "Bags, wallets and backpacks, delivered across India.";

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
 * and 404 for unknown paths and for slugs shoppers cannot see (unknown or unpublished).
 */
export async function describePage(shop: Shop, pathname: string): Promise<PageHead> {
  const base = shop.config.publicUrl;
  const segments = pathname.split("/").filter(Boolean).map(decodeURIComponentSafe);
  const page = (title: string, description = SHOP_DESCRIPTION): PageHead => ({
    status: 200,
    shared: true,
    title,
    description,
    canonical: base + pathname.replace(/\/$/, ""),
    properties: [],
    jsonLd: [],
  });
  try {
    if (segments.length === 0) return homePage(base);
    const [first, second] = segments;
    if (segments.length === 2 && first === "product") return productPage(base, await shop.services.products.getProduct(second));
    if (segments.length === 2 && first === "collections") {
      if (second === "all") return page(`All Products | ${SHOP_NAME}`);
      if (second === "bestsellers") return page(`Bestsellers | ${SHOP_NAME}`);
      const category = await shop.services.categories.getCategory(second);
      return page(`${category.name} | ${SHOP_NAME}`, plainText(category.description) || SHOP_DESCRIPTION);
    }
    if (segments.length === 1 && INFORMATION_PAGES.includes(first)) return page(`${PAGE_TITLES[first]} | ${SHOP_NAME}`);
    if (segments.length === 1 && APP_PAGES.includes(first))
      return { ...page(`${PAGE_TITLES[first]} | ${SHOP_NAME}`), canonical: undefined, shared: false };
  } catch (err) {
    if (!(err instanceof NotFoundError)) throw err;
  }
  return { status: 404, shared: false, title: `Page not found | ${SHOP_NAME}`, description: SHOP_DESCRIPTION, properties: [], jsonLd: [] };
}

function homePage(base: string): PageHead {
  return {
    status: 200,
    shared: true,
    title: `${SHOP_NAME} - Bags, Wallets and Backpacks`,
    description: SHOP_DESCRIPTION,
    canonical: `${base}/`,
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

function productPage(base: string, product: Product): PageHead {
  const url = `${base}/product/${product.slug}`;
  const price = paiseToRupeesText(unitPricePaise(product));
  const image = product.images[0] ? absoluteUrl(base, product.images[0].url) : undefined;
  const description = plainText(product.description) || SHOP_DESCRIPTION;
  const offer = {
    "@type": "Offer",
    url,
    price,
    priceCurrency: "INR",
    availability: product.countInStock > 0 ? "https://schema.org/InStock" : "https://schema.org/OutOfStock",
  };
  return {
    status: 200,
    shared: true,
    title: `${product.name} | ${SHOP_NAME}`,
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
        ...(image ? { image: [image] } : {}),
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

/** Product and category descriptions are sanitized HTML; a meta description is plain text. */
function plainText(html: string): string {
  const text = html
    .replace(/<[^>]*>/g, " ")
    .replace(/&nbsp;/g, " ")
    .replace(/&amp;/g, "&")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/\s+/g, " ")
    .replace(/ ([.,;:!?])/g, "$1")
    .trim();
  return cutAtWord(text, DESCRIPTION_LENGTH);
}

/** Previews show about 160 characters of a description; a longer one would be cut by them anywhere. */
const DESCRIPTION_LENGTH = 160;

/** `text` at most `max` characters long, cut after a whole word and ended with an ellipsis when cut. */
function cutAtWord(text: string, max: number): string {
  if (text.length <= max) return text;
  const head = text.slice(0, max); // the ellipsis is one character, it takes the place of the space
  const lastSpace = head.lastIndexOf(" ");
  // A single word longer than the whole description is cut where it must be.
  const words = lastSpace > 0 ? head.slice(0, lastSpace) : head.slice(0, max - 1);
  return `${words.replace(/[\s.,;:!?-]+$/, "")}…`;
}

function decodeURIComponentSafe(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}
