/**
 * Text cells of a CSV file a spreadsheet could run as a formula. Excel, LibreOffice and Google
 * Sheets treat a cell that starts with `=`, `+`, `-` or `@` (and, after a tab or carriage return
 * they skip, any of those) as a formula, so a product named `=HYPERLINK(...)` would run when an
 * admin opens the export. As OWASP recommends, such a cell goes out behind a single quote, which a
 * spreadsheet shows as text; reading the file back takes the quote off again. A cell that already
 * starts with a quote gets one more, so that taking one off never changes a value of our own:
 * every text survives the round trip exactly.
 */
const GUARDED = /^[=+\-@\t\r']/;

/** The text as a CSV cell a spreadsheet shows as it is (for text cells; numbers go out as numbers). */
export function formulaSafe(text: string): string {
  return GUARDED.test(text) ? `'${text}` : text;
}

/** The text a cell written by formulaSafe stands for; any other cell as it is. */
export function withoutFormulaGuard(cell: string): string {
  return cell.startsWith("'") && GUARDED.test(cell.slice(1)) ? cell.slice(1) : cell;
}
