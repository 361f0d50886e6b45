import { Arg, Authorized, Ctx, ID, Mutation, Query, Resolver } from "type-graphql";
import { ADMIN } from "../../common/auth/roles";
import type { RequestContext } from "../../common/context";
import { CatalogImport } from "./catalog-import.entity";

@Resolver(() => CatalogImport)
export class CatalogImportResolver {
  @Authorized(ADMIN)
  @Query(() => String, { description: "Admin: the whole catalogue as CSV, one row per variant, in Shopify's product columns" })
  async catalogCsv(@Ctx() ctx: RequestContext): Promise<string> {
    return ctx.services.catalogImports.exportCsv();
  }

  @Authorized(ADMIN)
  @Mutation(() => CatalogImport, {
    description: "Admin: checks a CSV file (the dry run: nothing is written to the catalogue): rows to create, to update, and every invalid row with its number and message",
  })
  async previewCatalogImport(@Arg("csv") csv: string, @Ctx() ctx: RequestContext): Promise<CatalogImport> {
    return ctx.services.catalogImports.preview(csv);
  }

  @Authorized(ADMIN)
  @Mutation(() => CatalogImport, {
    description: "Admin: starts a checked import in the background; with invalid rows, only when onlyValidRows is true. Poll catalogImport for its progress",
  })
  async startCatalogImport(
    @Arg("id", () => ID) id: string,
    @Arg("onlyValidRows", { defaultValue: false }) onlyValidRows: boolean,
    @Ctx() ctx: RequestContext,
  ): Promise<CatalogImport> {
    return ctx.services.catalogImports.start(id, onlyValidRows);
  }

  @Authorized(ADMIN)
  @Query(() => CatalogImport, { description: "Admin: an import's dry run and progress" })
  async catalogImport(@Arg("id", () => ID) id: string, @Ctx() ctx: RequestContext): Promise<CatalogImport> {
    return ctx.services.catalogImports.get(id);
  }
}
