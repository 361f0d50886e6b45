import { Arg, Ctx, Query, Resolver } from "type-graphql";
import { raising } from "../../common/errors/raises";
import { RequestContext } from "../../common/context";
import { MIN_SUGGESTION_LETTERS, SUGGESTED_PRODUCTS } from "./search-suggestions.service";
import { SearchSuggestions } from "./search-suggestions.types";

@Resolver()
export class SearchSuggestionResolver {
  @Query(() => SearchSuggestions, {
    description: raising(
      `Products (at most ${SUGGESTED_PRODUCTS}) and categories for the header's search box, from ${MIN_SUGGESTION_LETTERS} letters on; typos are corrected`,
    ),
    complexity: ({ childComplexity }) => 1 + childComplexity * SUGGESTED_PRODUCTS,
  })
  async searchSuggestions(
    @Arg("text", { description: "What the shopper has typed so far" }) text: string,
    @Ctx() ctx: RequestContext,
  ): Promise<SearchSuggestions> {
    return ctx.services.searchSuggestions.suggest(text);
  }
}
