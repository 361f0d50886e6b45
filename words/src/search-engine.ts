/**
 * How long a page's own search-engine title and description may be: what a search result shows
 * whole (longer ones are cut there). Products and collections alike, in the API and the admin.
 */
export const SEO_TITLE_LENGTH = 70;
export const SEO_DESCRIPTION_LENGTH = 160;
