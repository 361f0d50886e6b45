import type { RenderedPage, RenderPage } from "./server-render";

// A rendered page weighs some 100 kB: the kept ones stay around 20 MB.
const MAX_PAGES = 200;

/**
 * Keeps rendered catalogue pages per URL (they are the same for every shopper), under the
 * catalogue version they were rendered from and for at most `seconds`: the rule the catalogue's
 * GraphQL answers follow (CatalogResponseCache), so a page is never older than what `/graphql`
 * answers. Identical requests meanwhile share one render. A failed render is not kept.
 */
export function keepRenderedPages(render: RenderPage, options: { seconds: number; catalogVersion: () => Promise<string> }): RenderPage {
  if (options.seconds <= 0) return render;
  const pages = new Map<string, { page: Promise<RenderedPage | null>; expires: number }>();
  let pagesVersion = "";
  return async (url, ip, loaders) => {
    const version = await options.catalogVersion();
    if (version !== pagesVersion) {
      pages.clear();
      pagesVersion = version;
    }
    const kept = pages.get(url);
    if (kept && kept.expires >= Date.now()) return kept.page;
    const page = render(url, ip, loaders);
    pages.delete(url);
    pages.set(url, { page, expires: Date.now() + options.seconds * 1000 });
    // A Map keeps insertion order: past the limit, the oldest page goes.
    if (pages.size > MAX_PAGES) pages.delete(pages.keys().next().value!);
    if (!(await page) && pages.get(url)?.page === page) pages.delete(url);
    return page;
  };
}
