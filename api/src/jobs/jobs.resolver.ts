import { Arg, Args, Ctx, ID, Mutation, Query, Resolver } from "type-graphql";
import { AS_ADMIN, raising } from "../common/errors/raises";
import { Permission } from "../common/auth/permissions";
import { Requires } from "../common/auth/requires";
import type { RequestContext } from "../common/context";
import { ConnectionArgs, connect, pagedComplexity } from "../common/pagination";
import { FailedJobConnection } from "./jobs.types";

@Resolver()
export class JobsResolver {
  @Requires(Permission.MANAGE_SETTINGS)
  @Query(() => FailedJobConnection, {
    description: raising("Admin: background jobs that failed every retry, newest first (kept two weeks)", AS_ADMIN, "BAD_USER_INPUT"),
    complexity: pagedComplexity,
  })
  async failedJobs(@Args() paging: ConnectionArgs, @Ctx() ctx: RequestContext): Promise<FailedJobConnection> {
    return connect(paging, (window) => ctx.services.jobs.failedJobs(window));
  }

  @Requires(Permission.MANAGE_SETTINGS)
  @Mutation(() => ID, {
    description: raising(
      "Admin: runs a failed job once more (an email is still sent only once). Errors: 'Failed job not found'",
      AS_ADMIN,
      "NOT_FOUND",
    ),
  })
  async retryFailedJob(
    @Arg("id", () => ID, { description: "The failed job (FailedJob.id)" }) id: string,
    @Ctx() ctx: RequestContext,
  ): Promise<string> {
    await ctx.services.jobs.retryFailedJob(id);
    return id;
  }
}
