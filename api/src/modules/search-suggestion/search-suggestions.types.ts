import { Field, ObjectType } from "type-graphql";
import { Category } from "../category/category.entity";
import { Product } from "../product/product.entity";

@ObjectType({ description: "What the search box suggests for the words typed so far" })
export class SearchSuggestions {
  @Field({ description: "The text the suggestions are for, trimmed" })
  text: string;

  @Field(() => [Category], { description: "Published categories whose name is like the text, most alike first" })
  categories: Category[];

  @Field(() => [Product], { description: "The products the search page ranks first for the text" })
  products: Product[];
}
