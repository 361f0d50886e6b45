import { Arg, Args, Ctx, ID, Mutation, Query, Resolver } from "type-graphql";
import { AS_ADMIN, raising } from "../../common/errors/raises";
import { Permission } from "../../common/auth/permissions";
import { Requires } from "../../common/auth/requires";
import type { RequestContext } from "../../common/context";
import { Deleted } from "../../common/deleted";
import { ConnectionArgs, connect, pagedComplexity } from "../../common/pagination";
import { ProductOptionKind, ProductOptionValue } from "./product-option-value.entity";
import { ProductOptionValueConnection, ProductOptionValueInput } from "./product-option.types";

@Resolver(() => ProductOptionValue)
export class ProductOptionResolver {
  @Requires(Permission.MANAGE_CATALOGUE)
  @Query(() => ProductOptionValueConnection, {
    description: raising(
      "Admin: the catalogue's sizes, colours and materials in list order, each with the products using it (shoppers read productOptions)",
      AS_ADMIN,
      "BAD_USER_INPUT",
    ),
    complexity: pagedComplexity,
  })
  async productOptionValues(
    @Args() paging: ConnectionArgs,
    @Ctx() ctx: RequestContext,
    @Arg("kind", () => ProductOptionKind, { nullable: true, description: "Only this list; null lists all three, one kind after another" })
    kind?: ProductOptionKind | null,
  ): Promise<ProductOptionValueConnection> {
    return connect(paging, (window) => ctx.services.productOptions.values(kind ?? null, window));
  }

  @Requires(Permission.MANAGE_CATALOGUE)
  @Mutation(() => ProductOptionValue, {
    description: raising(
      "Admin: adds a size, colour (with its swatch) or material; products, filters and the form can use it at once",
      AS_ADMIN,
      "BAD_USER_INPUT",
    ),
  })
  async addProductOptionValue(
    @Arg("input", { description: "The kind, the name and, for a colour, its swatch" }) input: ProductOptionValueInput,
    @Ctx() ctx: RequestContext,
  ): Promise<ProductOptionValue> {
    return ctx.services.productOptions.add(input);
  }

  @Requires(Permission.MANAGE_CATALOGUE)
  @Mutation(() => Deleted, {
    description: raising(
      "Admin: deletes a size, colour or material that no product uses (else a CONFLICT naming how many do)",
      AS_ADMIN,
      "NOT_FOUND",
      "OPTION_IN_USE",
    ),
  })
  async deleteProductOptionValue(
    @Arg("id", () => ID, { description: "The size, colour or material to delete" }) id: string,
    @Ctx() ctx: RequestContext,
  ): Promise<Deleted> {
    return { id: await ctx.services.productOptions.remove(id) };
  }
}
