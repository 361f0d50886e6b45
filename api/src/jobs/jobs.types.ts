import { Field, ID, Int, ObjectType } from "type-graphql";
import { Connected } from "../common/pagination";

@ObjectType({
  description: "A background job (an email, a sweep) that used up its retries. Its data is not shown: it may hold personal details",
})
export class FailedJob {
  @Field(() => ID, { description: "The job's id (for retryFailedJob)" })
  id: string;

  @Field({ description: "What kind of job: send-email, expire-unpaid-checkouts, ..." })
  name: string;

  @Field(() => Int, { description: "Retries made after the first attempt" })
  retryCount: number;

  @Field({ description: "When the job was enqueued" })
  createdAt: Date;

  @Field(() => Date, { nullable: true, description: "When its last attempt failed" })
  failedAt: Date | null;

  @Field({ description: "The last attempt's error" })
  error: string;
}

@ObjectType({ description: "A page of failed jobs" })
export class FailedJobConnection extends Connected(FailedJob, "FailedJob") {}
