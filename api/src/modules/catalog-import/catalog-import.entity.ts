import { Field, ID, Int, ObjectType, registerEnumType } from "type-graphql";
import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from "typeorm";
import type { TextFileEncoding } from "../../common/text-file";

export enum CatalogImportStatus {
  DRY_RUN = "dry_run",
  QUEUED = "queued",
  RUNNING = "running",
  DONE = "done",
}
registerEnumType(CatalogImportStatus, {
  name: "CatalogImportStatus",
  description: "DRY_RUN (checked, nothing written) -> QUEUED -> RUNNING (processedRows grows) -> DONE",
  valuesConfig: {
    DRY_RUN: { description: "Checked by previewCatalogImport; nothing is written until startCatalogImport" },
    QUEUED: { description: "Started, waiting for the background worker" },
    RUNNING: { description: "Writing rows to the catalogue; processedRows grows" },
    DONE: { description: "Every row to import has been written" },
  },
});

@ObjectType({ description: "A row of a CSV file that cannot be imported, and why" })
export class CsvRowProblem {
  @Field(() => Int, { description: "Its row in the file as a spreadsheet numbers it (the header is row 1)" })
  row: number;

  @Field({ description: "What is wrong with the row" })
  message: string;
}

/** One product's rows of a file, checked: what the import will do with them. */
export interface ImportGroup {
  handle: string;
  rows: number[];
  action: "create" | "update" | "unchanged";
  productId: string | null;
  /** The product form the rows make (plain JSON of ProductInput); null when a row is invalid. */
  input: Record<string, unknown> | null;
}

/**
 * A CSV import: checked first (the dry run writes nothing to the catalogue), then, when the admin
 * starts it, applied product by product by a background job that counts its progress.
 */
@ObjectType({ description: "A catalogue CSV import: its dry run, then its progress" })
@Entity("catalog_imports")
export class CatalogImport {
  @Field(() => ID, { description: "The import's id (for startCatalogImport and catalogImport)" })
  @PrimaryGeneratedColumn("uuid")
  id: string;

  @Field(() => CatalogImportStatus, { description: "Where the import is" })
  @Column({ type: "varchar" })
  status: CatalogImportStatus;

  @Field(() => Int, { description: "Data rows in the file (the header not counted)" })
  @Column({ type: "integer" })
  totalRows: number;

  @Field(() => Int, { description: "Rows of products that do not exist yet" })
  @Column({ type: "integer" })
  rowsToCreate: number;

  @Field(() => Int, { description: "Rows of existing products the file changes" })
  @Column({ type: "integer" })
  rowsToUpdate: number;

  @Field(() => Int, { description: "Rows of existing products the file leaves as they are" })
  @Column({ type: "integer" })
  rowsUnchanged: number;

  @Field(() => [CsvRowProblem], {
    description:
      "Every problem of every invalid row, with the row's number (a row can have several); while any is here, only the valid rows can be imported, and only when asked",
  })
  @Column({ type: "jsonb" })
  invalidRows: CsvRowProblem[];

  /** Rows, not problems: a row with three problems is one invalid row. */
  @Field(() => Int, {
    description:
      "Rows with at least one problem in invalidRows. rowsToCreate + rowsToUpdate + rowsUnchanged + rowsInvalid + heldBackRows' length is totalRows",
  })
  get rowsInvalid(): number {
    return new Set(this.invalidRows.map((p) => p.row)).size;
  }

  @Field(() => [CsvRowProblem], {
    description:
      "Valid rows that are not imported because another row of the same product (Handle) is invalid: a product is imported whole or not at all. Each says which rows to fix",
  })
  @Column({ type: "jsonb", default: () => "'[]'" })
  heldBackRows: CsvRowProblem[];

  @Field(() => String, { description: "The encoding the file was read in: UTF-8, UTF-16 or Windows-1252 (what Excel on Windows saves)" })
  @Column({ type: "varchar", default: "UTF-8" })
  encoding: TextFileEncoding;

  /** Each product's checked form: megabytes for a large file, so read only by the job that applies it (not by each progress poll). */
  @Column({ type: "jsonb", select: false })
  groups: ImportGroup[];

  @Field({ description: "Whether the admin chose to import the valid rows only" })
  @Column({ default: false })
  onlyValidRows: boolean;

  /** Groups applied so far: a job that is retried carries on from here. */
  @Column({ type: "integer", default: 0 })
  processedGroups: number;

  @Field(() => Int, { description: "Rows applied so far, for a progress bar" })
  @Column({ type: "integer", default: 0 })
  processedRows: number;

  @Field(() => [CsvRowProblem], {
    description:
      "Rows the catalogue refused while importing (changed since the dry run), every row of the product. With invalidRows and heldBackRows, every row the import did not apply",
  })
  @Column({ type: "jsonb", default: () => "'[]'" })
  failedRows: CsvRowProblem[];

  @Field({ description: "When the file was checked" })
  @CreateDateColumn({ type: "timestamptz" })
  createdAt: Date;

  @Field(() => Date, { description: "When the import finished; null until DONE", nullable: true })
  @Column({ type: "timestamptz", nullable: true })
  finishedAt: Date | null;
}
