import { Router } from "express";
import type { Shop } from "../../shop/shop";
import { INFORMATION_PAGES, PRIVATE_PATHS } from "./storefront-paths";

/** The shop's bag, the same picture the storefront's page names as its icon. */
const ICON_SVG =
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24"><path d="M5 8h14l-1 13H6L5 8z" fill="#9a3412"/>` +
  `<path d="M9 8V6a3 3 0 0 1 6 0v2" fill="none" stroke="#1c1917" stroke-width="2"/></svg>`;

/**
 * What browsers and crawlers ask of the site's root: /favicon.ico (pages without an icon of their
 * own, the admin app and the payment page, make the browser ask for it), /robots.txt and
 * /sitemap.xml, made from the catalogue as it is now.
 */
export function crawlingRoutes(shop: Shop): Router {
  const router = Router();
  const base = shop.config.publicUrl;

  router.get("/favicon.ico", (_req, res) => {
    res.type("image/svg+xml").setHeader("Cache-Control", "public, max-age=86400");
    res.send(ICON_SVG);
  });

  router.get("/robots.txt", (_req, res) => {
    const lines = ["User-agent: *", ...PRIVATE_PATHS.map((p) => `Disallow: ${p}`), "", `Sitemap: ${base}/sitemap.xml`, ""];
    res.type("text/plain").setHeader("Cache-Control", "public, max-age=3600");
    res.send(lines.join("\n"));
  });

  router.get("/sitemap.xml", async (_req, res, next) => {
    try {
      const [products, categories] = await Promise.all([
        shop.services.products.publishedSlugs(),
        shop.services.categories.listCategories(),
      ]);
      const newest = [...products, ...categories].reduce<Date | null>(
        (latest, { updatedAt }) => (!latest || updatedAt > latest ? updatedAt : latest),
        null,
      );
      const entries: Array<[string, Date | null]> = [
        ["/", newest],
        ["/collections/all", newest],
        ["/collections/bestsellers", newest],
        ...categories.map((c): [string, Date] => [`/collections/${c.slug}`, c.updatedAt]),
        ...products.map((p): [string, Date] => [`/product/${p.slug}`, p.updatedAt]),
        ...INFORMATION_PAGES.map((page): [string, null] => [`/${page}`, null]),
      ];
      const urls = entries.map(
        ([path, lastmod]) =>
          `  <url><loc>${escapeXml(base + path)}</loc>${lastmod ? `<lastmod>${lastmod.toISOString()}</lastmod>` : ""}</url>`,
      );
      res.type("application/xml").setHeader("Cache-Control", "public, max-age=0, s-maxage=300");
      res.send(
        `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join("\n")}\n</urlset>\n`,
      );
    } catch (err) {
      next(err);
    }
  });
  return router;
}

function escapeXml(text: string): string {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;").replace(/'/g, "&apos;");
}
