import { Arg, Authorized, Ctx, ID, Mutation, Query, Resolver } from "type-graphql";
import { lookupComplexity } from "../../common/pagination";
import { requireAdmin } from "../../common/auth/current-viewer";
import { ADMIN } from "../../common/auth/roles";
import { isAdmin } from "../../common/auth/viewer";
import { RequestContext } from "../../common/context";
import { Deleted } from "../../common/deleted";
import { Category } from "./category.entity";
import { CategoryInput } from "./category.types";

@Resolver(() => Category)
export class CategoryResolver {
  @Query(() => [Category], { description: "Categories by name: published ones, or all of them for an admin who asks" })
  async categories(
    @Ctx() ctx: RequestContext,
    @Arg("includeUnpublished", { defaultValue: false, description: "Admins only" }) includeUnpublished: boolean,
  ): Promise<Category[]> {
    if (includeUnpublished) requireAdmin(ctx);
    return ctx.services.categories.listCategories({ includeUnpublished });
  }

  @Query(() => Category, { description: "A category by slug (or id). Unpublished categories are found by admins only.", complexity: lookupComplexity })
  async category(@Arg("slug") slug: string, @Ctx() ctx: RequestContext): Promise<Category> {
    return ctx.services.categories.getCategory(slug, { includeUnpublished: isAdmin(ctx.viewer) });
  }

  @Authorized(ADMIN)
  @Mutation(() => Category)
  async createCategory(@Arg("input") input: CategoryInput, @Ctx() ctx: RequestContext): Promise<Category> {
    return ctx.services.categories.createCategory(input);
  }

  @Authorized(ADMIN)
  @Mutation(() => Category)
  async updateCategory(@Arg("id", () => ID) id: string, @Arg("input") input: CategoryInput, @Ctx() ctx: RequestContext): Promise<Category> {
    return ctx.services.categories.updateCategory(id, input);
  }

  @Authorized(ADMIN)
  @Mutation(() => Deleted, { description: "Refused while the category has products" })
  async deleteCategory(@Arg("id", () => ID) id: string, @Ctx() ctx: RequestContext): Promise<Deleted> {
    return { id: await ctx.services.categories.deleteCategory(id) };
  }
}
