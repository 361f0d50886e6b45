import { useEffect } from "react";
import { fullTitle } from "@shop/words/storefront-pages";

/** Sets the page's title ("<title> | Bagzone", or as given when it names the shop) and meta description (each route calls it once). */
export function usePageMeta(title: string, description: string): void {
  useEffect(() => {
    document.title = fullTitle(title);
    let meta = document.querySelector<HTMLMetaElement>('meta[name="description"]');
    if (!meta) {
      meta = document.createElement("meta");
      meta.name = "description";
      document.head.appendChild(meta);
    }
    meta.content = description;
  }, [title, description]);
}
