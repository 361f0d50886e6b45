import type sanitizeHtml from "sanitize-html";
import { ValidationError } from "../../common/errors";

/**
 * Product descriptions are HTML written in the admin form and shown as HTML on the product page,
 * so they are cleaned when saved: formatting (paragraphs, lists, emphasis, headings, tables,
 * links) stays; scripts, styles, event handlers and javascript: URLs go.
 */
function policy(sanitize: typeof sanitizeHtml): sanitizeHtml.IOptions {
  return {
    allowedTags: sanitize.defaults.allowedTags,
    allowedAttributes: { a: ["href", "title", "target", "rel"], "*": ["lang", "dir"] },
    allowedSchemes: ["http", "https", "mailto", "tel"],
    allowProtocolRelative: false,
    transformTags: {
      // A link that opens a new tab must not give that page a handle on ours.
      a: (tagName, attribs) => ({
        tagName,
        attribs: attribs.target ? { ...attribs, rel: "noopener noreferrer" } : attribs,
      }),
    },
  };
}

/**
 * The description as stored; refused when nothing readable is left. sanitize-html (with the HTML
 * and CSS parsers it brings) loads with the first description saved, not when the shop starts.
 */
export async function cleanDescription(html: string, field = "description"): Promise<string> {
  const { default: sanitize } = await import("sanitize-html");
  const clean = sanitize(html, policy(sanitize)).trim();
  const text = sanitize(clean, { allowedTags: [], allowedAttributes: {} }).trim();
  if (!text) throw ValidationError.field(field, "Description is required");
  return clean;
}
