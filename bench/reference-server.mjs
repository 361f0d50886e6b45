#!/usr/bin/env node
// The benchmark's bare reference: `node:http` + `pg`, answering the storefront's four catalogue
// reads (CollectionProducts unfiltered, by category and by search; ProductDetail) with the same
// JSON the shop's GraphQL answers, from one prepared statement per request and JSON.stringify.
// It takes the same request bodies as the shop's /graphql and dispatches on operationName and
// the filter, so autocannon sends both servers the very same requests.
//
// What is not per-request work for the shop is not per-request work here either: a list's total,
// its facets and a search's corrected words depend only on the catalogue, which the shop keeps per
// catalogue version (catalog-cache.ts). The reference works each out once, the first time a filter
// is asked, with the shop's own rules (from api/dist), and keeps it: the catalogue does not change
// during a run. So the two differ only in the per-request path: reading the page or product,
// shaping it, and serving it.
//
//   DATABASE_URL  the shop's database (required);  PORT  (default 4100)
import http from "node:http";
import { createRequire } from "node:module";
import pg from "pg";

const require = createRequire(import.meta.url);
const { createDataSource } = require("../api/dist/database/data-source.js");
const { selectProducts } = require("../api/dist/modules/product/product-selection.js");
const { countFacets } = require("../api/dist/modules/product/product-facets.js");
const { searchQueryFor } = require("../api/dist/modules/search/product-search.js");
const { toMoney } = require("../api/dist/vocabulary/money.js");
const { imageFiles } = require("../api/dist/modules/asset/display-sizes.js");
const { FROM_PRICE } = require("../api/dist/modules/product/variant-price-sql.js");
const { encodeCursor, windowOf } = require("../api/dist/common/pagination.js");

const VISIBLE = `p.is_published AND EXISTS (SELECT 1 FROM categories c WHERE c.id = p.category_id AND c.is_published)`;
const CARD_COLUMNS = `p.id, p.slug, p.name, p.brand, p.price_paise, p.discount_price_paise, ${FROM_PRICE} AS from_price_paise,
  p.rating, p.num_reviews, p.count_in_stock, p.images`;
/** The reviews a product page shows: the first page of its review connection (`first` left out). */
const REVIEWS_SHOWN = 20;
const POPULARITY = `p.sold_count DESC, p.rating DESC, p.id DESC`;

/** One prepared statement per read. */
const STATEMENTS = {
  list: {
    name: "ref-list",
    text: `SELECT ${CARD_COLUMNS} FROM products p WHERE ${VISIBLE} ORDER BY p.created_at DESC, p.id DESC LIMIT $1 OFFSET $2`,
  },
  category: {
    name: "ref-category",
    text: `SELECT ${CARD_COLUMNS} FROM products p WHERE ${VISIBLE} AND p.category_id IN (SELECT id FROM categories WHERE slug = $3)
           ORDER BY p.created_at DESC, p.id DESC LIMIT $1 OFFSET $2`,
  },
  search: {
    name: "ref-search",
    text: `SELECT ${CARD_COLUMNS} FROM products p WHERE ${VISIBLE} AND p.search_vector @@ $3::tsquery
           ORDER BY ts_rank(p.search_vector, $3::tsquery) DESC, ${POPULARITY} LIMIT $1 OFFSET $2`,
  },
  detail: {
    name: "ref-detail",
    text: `SELECT ${CARD_COLUMNS}, p.description, p.sizes, p.colors, p.material, p.gender, p.collection,
             p.dimensions_length, p.dimensions_width, p.dimensions_height, p.weight,
             (SELECT json_build_object('name', c.name, 'slug', c.slug) FROM categories c WHERE c.id = p.category_id) AS category,
             (SELECT coalesce(json_agg(json_build_object('id', r.id, 'rating', r.rating, 'comment', r.comment, 'createdAt', r.created_at,
                                                         'firstName', u.first_name, 'lastName', u.last_name) ORDER BY r.created_at DESC, r.id DESC), '[]')
                FROM (SELECT * FROM reviews WHERE product_id = p.id ORDER BY created_at DESC, id DESC LIMIT ${REVIEWS_SHOWN}) r
                LEFT JOIN users u ON u.id = r.user_id) AS reviews,
             (SELECT coalesce(json_agg(json_build_object('id', v.id, 'sku', v.sku, 'size', v.size, 'color', v.color, 'countInStock', v.count_in_stock,
                                                         'pricePaise', v.price_paise, 'discountPricePaise', v.discount_price_paise, 'images', v.images)
                                       ORDER BY v.position, v.id), '[]')
                FROM product_variants v WHERE v.product_id = p.id) AS variants
           FROM products p WHERE p.slug = $1 AND ${VISIBLE}`,
  },
};

const money = (paise) => {
  const { formatted } = toMoney(paise);
  return { formatted, paise };
};
const image = (i) => {
  const files = imageFiles(i.url).filter((f) => f.format === "webp");
  return { url: i.url, altText: i.altText, srcSet: files.length ? files.map((f) => `${f.url} ${f.width}w`).join(", ") : null };
};
const card = (r) => ({
  id: r.id,
  slug: r.slug,
  name: r.name,
  brand: r.brand,
  price: money(r.price_paise),
  discountPrice: r.discount_price_paise === null ? null : money(r.discount_price_paise),
  fromPrice: r.from_price_paise === null ? null : money(r.from_price_paise),
  rating: r.rating,
  numReviews: r.num_reviews,
  countInStock: r.count_in_stock,
  images: r.images.map(image),
});

function detail(r) {
  return {
    ...card(r),
    description: r.description,
    sizes: r.sizes,
    colors: r.colors,
    material: r.material,
    gender: r.gender,
    collection: r.collection,
    dimensions: { length: r.dimensions_length, width: r.dimensions_width, height: r.dimensions_height },
    weight: r.weight,
    category: r.category,
    reviews: {
      nodes: r.reviews.map((v) => ({
        id: v.id,
        authorName: v.firstName === null ? "A customer" : `${v.firstName} ${v.lastName.charAt(0)}.`.trim(),
        rating: v.rating,
        comment: v.comment,
        createdAt: new Date(v.createdAt).toISOString(),
      })),
      pageInfo: pageInfo({ skip: 0 }, r.reviews.length, r.num_reviews),
    },
    variants: r.variants.map((v) => {
      const own = v.pricePaise !== null;
      const discount = own ? v.discountPricePaise : (v.discountPricePaise ?? r.discount_price_paise);
      return {
        id: v.id,
        sku: v.sku,
        size: v.size,
        color: v.color,
        countInStock: v.countInStock,
        price: money(own ? v.pricePaise : r.price_paise),
        discountPrice: discount === null ? null : money(discount),
        images: v.images.map(image),
      };
    }),
  };
}

/** A connection's pageInfo fields the storefront asks for, as the shop's toConnection() makes them. */
const pageInfo = (window, shown, totalCount) => ({
  hasNextPage: window.skip + shown < totalCount,
  endCursor: shown === 0 ? null : encodeCursor(window.skip + shown - 1),
});

/** Totals, facets and search words per filter: worked out once with the shop's rules (see the top). */
function catalogueFacts(databaseUrl) {
  const dataSource = createDataSource(databaseUrl, { poolSize: 2 });
  const ready = dataSource.initialize();
  const known = new Map();
  return (filter) => {
    const key = JSON.stringify(filter);
    if (!known.has(key)) {
      known.set(
        key,
        (async () => {
          await ready;
          const searchQuery = filter.search ? await searchQueryFor(dataSource, filter.search) : null;
          const selection = selectProducts(filter, searchQuery, "reference");
          const where = [...selection.base, ...Object.values(selection.facets)].join(" AND ");
          const [sql, params] = dataSource.driver.escapeQueryWithParameters(
            `SELECT count(*)::int AS count FROM products p WHERE ${where}`,
            selection.params,
          );
          const [{ count }] = await dataSource.query(sql, params);
          const facets = await countFacets(dataSource, selection);
          return {
            searchQuery,
            totalCount: count,
            facets: {
              genders: facets.genders,
              colors: facets.colors,
              materials: facets.materials,
              sizes: facets.sizes,
              price: facets.price && { min: { paise: facets.price.min.paise }, max: { paise: facets.price.max.paise } },
            },
          };
        })(),
      );
    }
    return known.get(key);
  };
}

export function createReferenceServer(databaseUrl) {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 20 });
  const facts = catalogueFacts(databaseUrl);

  async function answer(body) {
    const { operationName, variables = {} } = body;
    if (operationName === "ProductDetail") {
      const { rows } = await pool.query({ ...STATEMENTS.detail, values: [variables.slug] });
      return { product: rows[0] ? detail(rows[0]) : null };
    }
    if (operationName !== "CollectionProducts")
      throw new Error(`the reference answers CollectionProducts and ProductDetail, not ${operationName}`);
    const filter = variables.filter ?? {};
    const window = windowOf(variables);
    const known = await facts(filter);
    const read = filter.search ? STATEMENTS.search : filter.category ? STATEMENTS.category : STATEMENTS.list;
    const values = [window.take, window.skip];
    if (filter.search) values.push(known.searchQuery);
    else if (filter.category) values.push(filter.category);
    const { rows } = read === STATEMENTS.search && !known.searchQuery ? { rows: [] } : await pool.query({ ...read, values });
    return {
      products: {
        nodes: rows.map(card),
        totalCount: known.totalCount,
        pageInfo: pageInfo(window, rows.length, known.totalCount),
        facets: known.facets,
      },
    };
  }

  const server = http.createServer((req, res) => {
    const chunks = [];
    req.on("data", (c) => chunks.push(c));
    req.on("end", async () => {
      try {
        const data = await answer(JSON.parse(Buffer.concat(chunks).toString("utf8")));
        const json = JSON.stringify({ data });
        res.writeHead(200, { "content-type": "application/json; charset=utf-8", "content-length": Buffer.byteLength(json) });
        res.end(json);
      } catch (err) {
        res.writeHead(500, { "content-type": "application/json" });
        res.end(JSON.stringify({ errors: [{ message: err.message }] }));
      }
    });
  });
  return { server, close: () => Promise.all([new Promise((r) => server.close(r)), pool.end()]) };
}

if (process.argv[1] && import.meta.url === `file://${process.argv[1]}`) {
  const { server } = createReferenceServer(process.env.DATABASE_URL);
  const port = Number(process.env.PORT ?? 4100);
  server.listen(port, "127.0.0.1", () => console.log(`reference listening on http://127.0.0.1:${port}`));
}
