import { Arg, Args, Ctx, ID, Mutation, Query, Resolver } from "type-graphql";
import { AS_ADMIN, raising } from "../../common/errors/raises";
import { foundOrNull } from "../../common/found-or-null";
import { ConnectionArgs, connect, lookupComplexity, pagedComplexity } from "../../common/pagination";
import { requirePermission } from "../../common/current-viewer";
import { Permission } from "../../common/auth/permissions";
import { Requires } from "../../common/auth/requires";
import { mayDo } from "../../common/auth/viewer";
import { RequestContext } from "../../common/context";
import { Deleted } from "../../common/deleted";
import { Category } from "./category.entity";
import { CategoryConnection, CategoryInput, UpdateCategoryInput } from "./category.types";

@Resolver(() => Category)
export class CategoryResolver {
  @Query(() => CategoryConnection, {
    description: raising(
      "Categories by name, a page at a time: published ones, or all of them for an admin who asks",
      "BAD_USER_INPUT",
      "UNAUTHENTICATED",
      "FORBIDDEN",
    ),
    complexity: pagedComplexity,
  })
  async categories(
    @Ctx() ctx: RequestContext,
    @Arg("includeUnpublished", { defaultValue: false, description: "Admins only" }) includeUnpublished: boolean,
    @Args() paging: ConnectionArgs,
  ): Promise<CategoryConnection> {
    if (includeUnpublished) requirePermission(ctx, Permission.MANAGE_CATALOGUE);
    return connect(paging, (window) => ctx.services.categories.pageCategories({ includeUnpublished }, window));
  }

  @Query(() => Category, {
    nullable: true,
    description: raising("A category by id or slug, or null when there is none. Unpublished categories are found by admins only."),
    complexity: lookupComplexity,
  })
  async category(
    @Arg("idOrSlug", { description: "The category's id or its slug (as in /collections/{slug})" }) idOrSlug: string,
    @Ctx() ctx: RequestContext,
  ): Promise<Category | null> {
    return foundOrNull(
      ctx.services.categories.getCategory(idOrSlug, { includeUnpublished: mayDo(ctx.viewer, [Permission.MANAGE_CATALOGUE]) }),
    );
  }

  @Requires(Permission.MANAGE_CATALOGUE)
  @Mutation(() => Category, { description: raising("Admin: adds a category", AS_ADMIN, "BAD_USER_INPUT", "NOT_FOUND") })
  async createCategory(
    @Arg("input", { description: "The new category" }) input: CategoryInput,
    @Ctx() ctx: RequestContext,
  ): Promise<Category> {
    return ctx.services.categories.createCategory(input);
  }

  @Requires(Permission.MANAGE_CATALOGUE)
  @Mutation(() => Category, {
    description: raising("Admin: changes the fields sent and keeps the others", AS_ADMIN, "NOT_FOUND", "BAD_USER_INPUT"),
  })
  async updateCategory(
    @Arg("id", () => ID, { description: "The category to change" }) id: string,
    @Arg("input", { description: "Only the fields to change" }) input: UpdateCategoryInput,
    @Ctx() ctx: RequestContext,
  ): Promise<Category> {
    return ctx.services.categories.changeCategory(id, input);
  }

  @Requires(Permission.MANAGE_CATALOGUE)
  @Mutation(() => Deleted, {
    description: raising("Admin: deletes a category; refused while the category has products", AS_ADMIN, "CATEGORY_NOT_EMPTY", "NOT_FOUND"),
  })
  async deleteCategory(
    @Arg("id", () => ID, { description: "The category to delete" }) id: string,
    @Ctx() ctx: RequestContext,
  ): Promise<Deleted> {
    return { id: await ctx.services.categories.deleteCategory(id) };
  }
}
