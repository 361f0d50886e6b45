import { Router } from "express";
import type { Shop } from "../../shop";
import { INFORMATION_PAGES, PRIVATE_PATHS } from "./storefront-paths";

/** /robots.txt and /sitemap.xml, made from the catalogue as it is now. */
export function crawlingRoutes(shop: Shop): Router {
  const router = Router();
  const base = shop.config.publicUrl;

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
