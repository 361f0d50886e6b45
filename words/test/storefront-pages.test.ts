import { fullTitle, pageAt, STOREFRONT_PAGES, type StorefrontPage } from "../src/storefront-pages";

const pages: StorefrontPage[] = Object.values(STOREFRONT_PAGES);

describe("the storefront's table of pages", () => {
  it("names each path once", () => {
    const paths = pages.map((page) => page.path);
    expect(new Set(paths).size).toBe(paths.length);
  });

  it("titles every page that is not titled by the catalogue", () => {
    expect(pages.filter((page) => page.kind !== "catalogue" && !page.title)).toEqual([]);
  });

  it("finds a page by its exact path, the newsletter's links included", () => {
    expect(pageAt("faq")?.title).toBe("FAQ");
    expect(pageAt("newsletter/confirm")?.title).toBe("Confirm your subscription");
    expect(pageAt("newsletter/unsubscribe")?.kind).toBe("shopper");
    expect(pageAt("product/:slug")).toBeUndefined();
    expect(pageAt("no-such-page")).toBeUndefined();
  });

  it("gives a page's title the shop's name unless it already names it", () => {
    expect(fullTitle("FAQ")).toBe("FAQ | Bagzone");
    expect(fullTitle(STOREFRONT_PAGES.home.title)).toBe("Bagzone - Bags, Wallets and Backpacks");
  });
});
