import { Arg, Args, Authorized, Ctx, FieldResolver, ID, Mutation, Query, Resolver, Root } from "type-graphql";
import { AS_ADMIN, SIGNED_IN, raising } from "../../common/errors/raises";
import { requireViewer } from "../../common/current-viewer";
import { Permission } from "../../common/auth/permissions";
import { Requires } from "../../common/auth/requires";
import { RequestContext } from "../../common/context";
import { User } from "../auth/user.entity";
import { ConnectionArgs, connect, pagedComplexity } from "../../common/pagination";
import { CodAvailability, CodSwitchedOffCustomer, CodSwitchedOffCustomerConnection } from "./cod.types";

@Resolver(() => CodSwitchedOffCustomer)
export class CodResolver {
  @Authorized()
  @Query(() => CodAvailability, {
    description: raising(
      "Whether the signed-in customer's bag can be paid on delivery to this pincode; checkout enforces the same rules",
      SIGNED_IN,
    ),
  })
  async codAvailability(
    @Ctx() ctx: RequestContext,
    @Arg("pincode", () => String, {
      nullable: true,
      description: "The delivery pincode; null or blank checks the bag and the customer only",
    })
    pincode?: string | null,
  ): Promise<CodAvailability> {
    return ctx.services.cod.availability(requireViewer(ctx).userId, pincode?.trim() || null);
  }

  @Requires(Permission.MANAGE_SETTINGS)
  @Query(() => CodSwitchedOffCustomerConnection, {
    description: raising(
      "Admin: customers COD is switched off for (refused or returned COD orders at the shop's limit), most refusals first",
      AS_ADMIN,
      "BAD_USER_INPUT",
    ),
    complexity: pagedComplexity,
  })
  async codSwitchedOffCustomers(@Args() paging: ConnectionArgs, @Ctx() ctx: RequestContext): Promise<CodSwitchedOffCustomerConnection> {
    return connect(paging, (window) => ctx.services.cod.switchedOffCustomers(window));
  }

  @Requires(Permission.MANAGE_SETTINGS)
  @Mutation(() => ID, {
    description: raising(
      "Admin: switches cash on delivery back on for a customer; their earlier refused orders stop counting",
      AS_ADMIN,
      "NOT_FOUND",
    ),
  })
  async switchCodBackOn(
    @Arg("userId", () => ID, { description: "The customer's account" }) userId: string,
    @Ctx() ctx: RequestContext,
  ): Promise<string> {
    await ctx.services.cod.switchBackOn(userId);
    return userId;
  }

  @FieldResolver(() => User, { nullable: true, description: "The customer's account (null if it was deleted)" })
  async user(@Root() row: CodSwitchedOffCustomer, @Ctx() ctx: RequestContext): Promise<User | null> {
    return ctx.loaders.userById.load(row.userId);
  }
}
