import { Arg, Authorized, Ctx, ID, Mutation, Query, Resolver } from "type-graphql";
import { ADMIN } from "../../common/auth/roles";
import type { RequestContext } from "../../common/context";
import { Deleted } from "../../common/deleted";
import { ProductOptionValue } from "./product-option-value.entity";
import { ProductOptionValueInput } from "./product-option.types";

@Resolver(() => ProductOptionValue)
export class ProductOptionResolver {
  @Authorized(ADMIN)
  @Query(() => [ProductOptionValue], {
    description: "Admin: the catalogue's sizes, colours and materials, each with the products using it (shoppers read productOptions)",
  })
  async productOptionValues(@Ctx() ctx: RequestContext): Promise<ProductOptionValue[]> {
    return ctx.services.productOptions.values();
  }

  @Authorized(ADMIN)
  @Mutation(() => ProductOptionValue, {
    description: "Admin: adds a size, colour (with its swatch) or material; products, filters and the form can use it at once",
  })
  async addProductOptionValue(
    @Arg("input", { description: "The kind, the name and, for a colour, its swatch" }) input: ProductOptionValueInput,
    @Ctx() ctx: RequestContext,
  ): Promise<ProductOptionValue> {
    return ctx.services.productOptions.add(input);
  }

  @Authorized(ADMIN)
  @Mutation(() => Deleted, {
    description: "Admin: deletes a size, colour or material that no product uses (else a CONFLICT naming how many do)",
  })
  async deleteProductOptionValue(
    @Arg("id", () => ID, { description: "The size, colour or material to delete" }) id: string,
    @Ctx() ctx: RequestContext,
  ): Promise<Deleted> {
    return { id: await ctx.services.productOptions.remove(id) };
  }
}
