/** "green" -> "Green": the API keeps option values in their canonical (often lowercase) spelling. */
export const capitalize = (text: string): string => text.charAt(0).toUpperCase() + text.slice(1);

/** Previews and search results show about 160 characters of a description; a longer one they cut anywhere. */
const DESCRIPTION_LENGTH = 160;

/**
 * A meta description from text or sanitized HTML: plain words, at most 160 characters, cut after a
 * whole word and ended with an ellipsis when cut (every description the pages give is cut here).
 */
export function metaDescription(textOrHtml: string, max = DESCRIPTION_LENGTH): string {
  const text = textOrHtml
    .replace(/<[^>]*>/g, " ")
    .replace(/\s+/g, " ")
    .replace(/ ([.,;:!?])/g, "$1")
    .trim();
  if (text.length <= max) return text;
  const head = text.slice(0, max);
  const lastSpace = head.lastIndexOf(" ");
  const words = lastSpace > 0 ? head.slice(0, lastSpace) : head.slice(0, max - 1);
  return `${words.replace(/[\s.,;:!?-]+$/, "")}…`;
}
