import { type DataSource } from "typeorm";
import { isUuid } from "../../common/uuid";
import { NotFoundError } from "../../common/errors";
import { preparedRows } from "../../common/prepared-query";
import { type Visibility } from "../category/visibility";
import { PRODUCT_COLUMNS } from "../product/product-rows";
import { VISIBLE_TO_SHOPPERS } from "../product/product-selection";
import { PRODUCT_PAGE_COLUMNS, type ProductPageRow, productPageOf, type ProductWithPage } from "./product-page";
import { REVIEWS_SHOWN } from "./review.service";

/** The product page: a product with its category, variants and newest reviews, read together. */
export class ProductPageService {
  constructor(private readonly dataSource: DataSource) {}

  /**
   * A product with what its page shows (category, variants, newest reviews and their authors'
   * names), in one prepared statement; not found as ProductService.getProduct.
   */
  async productWithPage(idOrSlug: string, visibility: Visibility = {}): Promise<ProductWithPage> {
    const key = idOrSlug.trim();
    const [sql, values] = this.dataSource.driver.escapeQueryWithParameters(
      `SELECT ${PRODUCT_COLUMNS}, ${PRODUCT_PAGE_COLUMNS} FROM products p
       WHERE ${isUuid(key) ? "(p.id = :id::uuid OR p.slug = :key)" : "p.slug = :key"}${visibility.includeUnpublished ? "" : ` AND ${VISIBLE_TO_SHOPPERS}`}`,
      { key, reviewsShown: REVIEWS_SHOWN + 1, ...(isUuid(key) ? { id: key } : {}) },
    );
    const [row] = await preparedRows<ProductPageRow>(this.dataSource, sql, values);
    if (!row) throw new NotFoundError("Product");
    return productPageOf(row);
  }
}
