import { Arg, Ctx, ID, Mutation, Query, Resolver } from "type-graphql";
import { AS_ADMIN, raising } from "../../common/errors/raises";
import { foundOrNull } from "../../common/found-or-null";
import { Permission } from "../../common/auth/permissions";
import { Requires } from "../../common/auth/requires";
import type { RequestContext } from "../../common/context";
import { CatalogImport } from "./catalog-import.entity";

@Resolver(() => CatalogImport)
export class CatalogImportResolver {
  @Requires(Permission.MANAGE_CATALOGUE)
  @Query(() => String, {
    description: raising("Admin: the whole catalogue as CSV, one row per variant, in Shopify's product columns", AS_ADMIN),
  })
  async catalogCsv(@Ctx() ctx: RequestContext): Promise<string> {
    return ctx.services.catalogImports.exportCsv();
  }

  @Requires(Permission.MANAGE_CATALOGUE)
  @Mutation(() => CatalogImport, {
    description: raising(
      "Admin: checks a CSV file (the dry run: nothing is written to the catalogue): rows to create, to update, and every invalid row with its number and message",
      AS_ADMIN,
      "BAD_USER_INPUT",
    ),
  })
  async previewCatalogImport(
    @Arg("csv", {
      description:
        "The CSV file's text, in Shopify's product columns (as catalogCsv exports). Text with the replacement character (U+FFFD) in it is refused: it was read in the wrong encoding (send the bytes to previewCatalogImportFile)",
    })
    csv: string,
    @Ctx() ctx: RequestContext,
  ): Promise<CatalogImport> {
    return ctx.services.catalogImports.preview(csv);
  }

  @Requires(Permission.MANAGE_CATALOGUE)
  @Mutation(() => CatalogImport, {
    description: raising(
      "Admin: checks a CSV file sent as its bytes, as previewCatalogImport does. The file is read as UTF-8 (with or without a byte order mark), as UTF-16 with one, or, when its bytes are not UTF-8, as Windows-1252 (what Excel on Windows saves); a file that is none of these is refused rather than read with characters replaced",
      AS_ADMIN,
      "BAD_USER_INPUT",
    ),
  })
  async previewCatalogImportFile(
    @Arg("base64", { description: "The CSV file's bytes in base64" }) base64: string,
    @Ctx() ctx: RequestContext,
  ): Promise<CatalogImport> {
    return ctx.services.catalogImports.previewFile(base64);
  }

  @Requires(Permission.MANAGE_CATALOGUE)
  @Mutation(() => CatalogImport, {
    description: raising(
      "Admin: starts a checked import in the background; with invalid rows, only when onlyValidRows is true. Poll catalogImport for its progress",
      AS_ADMIN,
      "NOT_FOUND",
      "IMPORT_ALREADY_STARTED",
      "IMPORT_HAS_INVALID_ROWS",
    ),
  })
  async startCatalogImport(
    @Arg("id", () => ID, { description: "The import previewCatalogImport answered" }) id: string,
    @Arg("onlyValidRows", {
      defaultValue: false,
      description: "Import the valid rows and skip the invalid ones; without it, an import with invalid rows is refused",
    })
    onlyValidRows: boolean,
    @Ctx() ctx: RequestContext,
  ): Promise<CatalogImport> {
    return ctx.services.catalogImports.start(id, onlyValidRows);
  }

  @Requires(Permission.MANAGE_CATALOGUE)
  @Query(() => CatalogImport, {
    nullable: true,
    description: raising("Admin: an import's dry run and progress; null when there is no such import", AS_ADMIN),
  })
  async catalogImport(
    @Arg("id", () => ID, { description: "The import's id" }) id: string,
    @Ctx() ctx: RequestContext,
  ): Promise<CatalogImport | null> {
    return foundOrNull(ctx.services.catalogImports.get(id));
  }
}
