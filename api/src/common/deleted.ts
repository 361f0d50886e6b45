import { Field, ID, ObjectType } from "type-graphql";

@ObjectType({ description: "What a delete mutation removed" })
export class Deleted {
  @Field(() => ID)
  id: string;
}
