import { browserList } from "./browser-list";

/** The product pages this browser opened, newest first: the product page shows them. */
export const recentlyViewed = browserList("recentlyViewed", 13);
