import sanitizeHtml from "sanitize-html";
import { ValidationError } from "../../common/errors";

/**
 * Product descriptions are HTML written in the admin form and shown as HTML on the product page,
 * so they are cleaned when saved: formatting (paragraphs, lists, emphasis, headings, tables,
 * links) stays; scripts, styles, event handlers and javascript: URLs go.
 */
const POLICY: sanitizeHtml.IOptions = {
  allowedTags: sanitizeHtml.defaults.allowedTags,
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

/** The description as stored; refused when nothing readable is left. */
export function cleanDescription(html: string, field = "description"): string {
  const clean = sanitizeHtml(html, POLICY).trim();
  const text = sanitizeHtml(clean, { allowedTags: [], allowedAttributes: {} }).trim();
  if (!text) throw ValidationError.field(field, "Description is required");
  return clean;
}
