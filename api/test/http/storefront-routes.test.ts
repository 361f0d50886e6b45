import fs from "node:fs";
import path from "node:path";
import { fullTitle, NOT_FOUND_TITLE, STOREFRONT_PAGES, type StorefrontPage } from "@shop/words/storefront-pages";
import { seedDemoShop } from "../../src/database/seed/seed-demo";
import { startTestShop, type TestShop } from "../support/test-shop";
import { tempDir } from "../support/test-server";

/** A built storefront shell of our own, so the test does not depend on `npm run build`. */
const SHELL = `<!doctype html><html lang="en"><head><title>The shell's own title</title></head><body><div id="root"></div></body></html>`;

let t: TestShop;
/** A product and a category of the demo shop, as the seed made them. */
let product: { slug: string; name: string };
let category: { slug: string; name: string };

beforeAll(async () => {
  const webDist = tempDir("web-dist");
  fs.mkdirSync(path.join(webDist, "storefront", "dist"), { recursive: true });
  fs.writeFileSync(path.join(webDist, "storefront", "dist", "index.html"), SHELL);
  t = await startTestShop({ WEB_DIST_DIR: webDist });
  await seedDemoShop(t.shop);
  const catalogue = (await t.gqlRaw(`{ products(first: 1) { nodes { slug name } } categories(first: 1) { nodes { slug name } } }`))
    .data as {
    products: { nodes: Array<{ slug: string; name: string }> };
    categories: { nodes: Array<{ slug: string; name: string }> };
  };
  [product] = catalogue.products.nodes;
  [category] = catalogue.categories.nodes;
});
afterAll(() => t.close());

const escapeHtml = (text: string) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

/** Every path the storefront's router declares, with the title its page gives itself. */
function declaredPaths(): Array<[string, string]> {
  return Object.values<StorefrontPage>(STOREFRONT_PAGES).flatMap((page): Array<[string, string]> => {
    if (page.path === "product/:slug") return [[`/product/${product.slug}`, product.name]];
    if (page.path === "collections/:slug") {
      return [
        [`/collections/${category.slug}`, category.name],
        ["/collections/all", "All Products"],
        ["/collections/bestsellers", "Bestsellers"],
      ];
    }
    if (page.path.includes(":")) throw new Error(`No demo value for the route ${page.path}: add one to this test`);
    return [[`/${page.path}`, page.title!]];
  });
}

describe("the server answers every route the storefront declares", () => {
  it("with 200 and the page's own title, the newsletter's links included", async () => {
    const paths = declaredPaths();
    expect(paths.map(([url]) => url)).toEqual(expect.arrayContaining(["/", "/faq", "/newsletter/confirm", "/newsletter/unsubscribe"]));
    for (const [url, title] of paths) {
      const res = await t.http.get(url);
      expect([url, res.status, res.text.includes(`<title>${escapeHtml(fullTitle(title))}</title>`)]).toEqual([url, 200, true]);
    }
  });

  it.each(["/no-such-page", "/newsletter", "/faq/more", "/product/no-such-bag", "/collections/no-such-category", "/product"])(
    "and %s, which it does not declare, with 404 and the not-found title",
    async (url) => {
      const res = await t.http.get(url);
      expect(res.status).toBe(404);
      expect(res.text).toContain(`<title>${fullTitle(NOT_FOUND_TITLE)}</title>`);
    },
  );
});
