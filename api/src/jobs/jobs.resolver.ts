import { Arg, Authorized, Ctx, ID, Mutation, Query, Resolver } from "type-graphql";
import { ADMIN } from "../common/auth/roles";
import type { RequestContext } from "../common/context";
import { FailedJob } from "./jobs.types";

@Resolver()
export class JobsResolver {
  @Authorized(ADMIN)
  @Query(() => [FailedJob], { description: "Admin: background jobs that failed every retry, newest first (at most 100)" })
  async failedJobs(@Ctx() ctx: RequestContext): Promise<FailedJob[]> {
    return ctx.services.jobs.failedJobs();
  }

  @Authorized(ADMIN)
  @Mutation(() => ID, {
    description: "Admin: runs a failed job once more (an email is still sent only once). Errors: 'Failed job not found'",
  })
  async retryFailedJob(
    @Arg("id", () => ID, { description: "The failed job (FailedJob.id)" }) id: string,
    @Ctx() ctx: RequestContext,
  ): Promise<string> {
    await ctx.services.jobs.retryFailedJob(id);
    return id;
  }
}
