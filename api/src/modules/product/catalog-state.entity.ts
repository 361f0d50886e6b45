import { Check, Column, Entity, PrimaryColumn } from "typeorm";

/**
 * One row whose version PostgreSQL bumps (statement triggers, in the same transaction) whenever
 * what the catalogue shows changes: products added, removed or edited, reviews, categories. Stock
 * and units sold do not bump it: every order changes them and no filter or count depends on them.
 * Counts, facets and guests' catalogue answers are kept per version (catalog-cache.ts,
 * http/catalog-response-cache.ts).
 */
@Entity("catalog_state")
@Check("CHK_catalog_state_single_row", `"id"`)
export class CatalogState {
  @PrimaryColumn({ type: "boolean", default: true })
  id: boolean;

  @Column({ type: "bigint", default: 0 })
  version: string;
}
