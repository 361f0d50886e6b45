import { Field, ObjectType } from "type-graphql";
import { Category } from "./category.entity";
import { Product } from "./product.entity";

@ObjectType({ description: "What the search box suggests for the words typed so far" })
export class SearchSuggestions {
  @Field({ description: "The text the suggestions are for, trimmed" })
  text: string;

  @Field(() => [Category])
  categories: Category[];

  @Field(() => [Product])
  products: Product[];
}
