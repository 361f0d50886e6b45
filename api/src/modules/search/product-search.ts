import type { DataSource } from "typeorm";
import { tsqueryOperand } from "./search-operand";

/**
 * Turns what a shopper typed into a PostgreSQL full-text query, correcting typos on the way:
 * each word is stemmed as the search documents are ("wallets" -> "wallet"); a word that begins
 * some word of the catalogue's vocabulary is kept as a prefix ("leath" finds leather), and any
 * other word is replaced by the most similar vocabulary word by trigram similarity ("backpak" ->
 * "backpack"). Every word must match. Null when the text has no searchable words.
 */
export async function searchQueryFor(dataSource: DataSource, text: string): Promise<string | null> {
  const words: { lexeme: string; known: boolean; nearest: string | null }[] = await dataSource.query(
    `SELECT q.lexeme,
            EXISTS (SELECT 1 FROM search_words w WHERE w.word LIKE ${likePrefix("q.lexeme")}) AS known,
            (SELECT w.word FROM search_words w
              WHERE w.word % q.lexeme
              ORDER BY similarity(w.word, q.lexeme) DESC, w.word
              LIMIT 1) AS nearest
       FROM unnest(to_tsvector('english', $1::text)) AS q`,
    [text],
  );
  if (words.length === 0) return null;
  return words.map((w) => (w.known ? `${tsqueryOperand(w.lexeme)}:*` : tsqueryOperand(w.nearest ?? w.lexeme))).join(" & ");
}

/** `column` as a LIKE pattern matching words that start with it, its own % and _ matching themselves. */
function likePrefix(column: string): string {
  return `replace(replace(replace(${column}, '\\', '\\\\'), '%', '\\%'), '_', '\\_') || '%'`;
}
