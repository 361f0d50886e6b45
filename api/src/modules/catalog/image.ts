import { Field, ObjectType } from "type-graphql";

@ObjectType({ description: "A picture with the text that describes it to people who cannot see it" })
export class Image {
  @Field({ description: "Path under /assets/ or an absolute URL" })
  url: string;

  @Field()
  altText: string;
}
