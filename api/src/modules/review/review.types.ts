import { Max, MaxLength, Min } from "class-validator";
import { Field, InputType, Int, ObjectType } from "type-graphql";
import { Connected } from "../../common/pagination";
import { Required } from "../../common/validation";
import { Review } from "./review.entity";

@InputType({ description: "A customer's review; a second review of the same product replaces the first" })
export class ReviewInput {
  @Field(() => Int, { description: "1 to 5 stars" })
  @Max(5, { message: "Rating must be between 1 and 5" })
  @Min(1, { message: "Rating must be between 1 and 5" })
  @Required("Rating is required")
  rating!: number;

  @Field(() => String, { description: "What the customer thinks of it, at most 2000 characters" })
  @MaxLength(2000, { message: "Comment must be at most 2000 characters" })
  @Required("Comment is required")
  comment!: string;
}

@ObjectType({ description: "A page of a product's reviews" })
export class ReviewConnection extends Connected(Review, "Review") {}
