import { Entity, Index, PrimaryColumn } from "typeorm";

/**
 * The catalogue's search vocabulary: every stemmed word that ever appeared in a product's search
 * document, filled by a trigger on products. Typo correction looks a misspelt query word up here
 * by trigram similarity ("backpak" -> "backpack") before the full-text search runs.
 */
@Entity("search_words")
// gin_trgm_ops is hand-written in the migration; synchronize: false keeps the generator off it.
@Index("IDX_search_words_trigram", { synchronize: false })
export class SearchWord {
  @PrimaryColumn({ type: "text" })
  word: string;
}
