import { type DataSource } from "typeorm";
import { Category } from "../category/category.entity";
import { Product } from "../product/product.entity";
import { VISIBLE_TO_SHOPPERS } from "../product/product-selection";
import { searchQueryFor } from "../search/product-search";
import type { SearchSuggestions } from "./search-suggestions.types";

export const SUGGESTED_PRODUCTS = 6;
const SUGGESTED_CATEGORIES = 3;
/** Fewer letters than this match too much to be worth a suggestion. */
export const MIN_SUGGESTION_LETTERS = 2;

/**
 * What the header's search box offers while the shopper types: the products the search page would
 * rank first for the same words (typos corrected, the last word read as a prefix, product-search.ts)
 * and the categories whose name is like the text (trigram similarity, so "walets" finds Wallets).
 */
export class SearchSuggestionService {
  constructor(private readonly dataSource: DataSource) {}

  async suggest(text: string): Promise<SearchSuggestions> {
    const trimmed = text.trim().slice(0, 100);
    if (trimmed.replace(/[^\p{L}\p{N}]/gu, "").length < MIN_SUGGESTION_LETTERS) return { text: trimmed, products: [], categories: [] };
    const [products, categories] = await Promise.all([this.suggestProducts(trimmed), this.suggestCategories(trimmed)]);
    return { text: trimmed, products, categories };
  }

  private async suggestProducts(text: string): Promise<Product[]> {
    const query = await searchQueryFor(this.dataSource, text);
    if (!query) return [];
    return this.dataSource
      .getRepository(Product)
      .createQueryBuilder("p")
      .where(VISIBLE_TO_SHOPPERS)
      .andWhere("p.search_vector @@ :query::tsquery", { query })
      .orderBy("ts_rank(p.search_vector, :query::tsquery)", "DESC")
      .addOrderBy("p.sold_count", "DESC")
      .addOrderBy("p.id")
      .limit(SUGGESTED_PRODUCTS)
      .getMany();
  }

  private async suggestCategories(text: string): Promise<Category[]> {
    return this.dataSource
      .getRepository(Category)
      .createQueryBuilder("c")
      .where("c.is_published")
      .andWhere("(c.name ILIKE :contains OR word_similarity(:text, c.name) >= 0.45)", { text, contains: `%${likeEscaped(text)}%` })
      .orderBy("word_similarity(:text, c.name)", "DESC")
      .addOrderBy("c.name")
      .limit(SUGGESTED_CATEGORIES)
      .getMany();
  }
}

function likeEscaped(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}
