import { Field, ID, ObjectType } from "type-graphql";

@ObjectType({ description: "What every delete mutation answers: the id of the thing it removed" })
export class Deleted {
  @Field(() => ID, { description: "The id of the removed item; clients drop it from their lists and caches" })
  id: string;
}
