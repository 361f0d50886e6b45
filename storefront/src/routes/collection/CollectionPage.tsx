import { useEffect, useId, useState } from "react";
import { useParams, useSearchParams } from "react-router-dom";
import { useQuery } from "@apollo/client/react";
import styled from "styled-components";
import { ProductGrid } from "../../components/product/ProductGrid";
import { Button, IconButton } from "../../components/ui/Button";
import { Dialog, DialogHeader } from "../../components/ui/Dialog";
import { CloseIcon, FilterIcon } from "../../components/ui/Icons";
import { Page, PageTitle } from "../../components/ui/Page";
import { ErrorState, Loading } from "../../components/ui/Status";
import { BestSellersDocument, CollectionCategoryDocument, CollectionProductsDocument } from "../../gql/graphql";
import { toCallError } from "@shop/client/call-result";
import {
  activeFilterCount,
  parseCollectionQuery,
  SORT_LABELS,
  toProductFilter,
  toSearchParams,
  type CollectionQuery,
  type ShopSort,
} from "../../lib/collection-query";
import { usePageMeta } from "../../lib/page-meta";
import { metaDescription } from "../../lib/text";
import { fromDesktop } from "../../styles/theme";
import { HydrateWhenNear } from "../../components/layout/HydrateWhenNear";
import { FilterPanel } from "./FilterPanel";
import { Pagination } from "../../components/ui/Pagination";

/** Three rows on a desktop, six on a phone: a page renders no more than its first screens need. */
const PAGE_SIZE = 12;
const EMPTY = "No related products available at the moment.";

/** /collections/{slug}: a category, `all` (with an optional search) or `bestsellers`. */
export default function CollectionPage() {
  const { slug = "all" } = useParams();
  return slug === "bestsellers" ? <BestSellersCollection /> : <FilteredCollection slug={slug} />;
}

function BestSellersCollection() {
  usePageMeta("Bestsellers", "Our most loved bags, wallets and backpacks: the bestsellers of Bagzone.");
  const { data, loading, error, refetch } = useQuery(BestSellersDocument, { variables: { limit: PAGE_SIZE } });
  return (
    <Page>
      <PageTitle>Bestsellers</PageTitle>
      {loading && !data ? (
        <Loading label="Loading products..." />
      ) : error && !data ? (
        <ErrorState problem={toCallError(error, "Failed to fetch products")} onRetry={() => void refetch()} />
      ) : data && data.bestSellers.length > 0 ? (
        <>
          <p className="count">{countText(data.bestSellers.length)}</p>
          <h2 className="visually-hidden">Products</h2>
          <ProductGrid products={data.bestSellers} label="Bestsellers" firstScreen />
        </>
      ) : (
        <p>{EMPTY}</p>
      )}
    </Page>
  );
}

function FilteredCollection({ slug }: { slug: string }) {
  const [params, setParams] = useSearchParams();
  const query = parseCollectionQuery(params);
  const [drawerOpen, setDrawerOpen] = useState(false);
  const drawerTitle = useId();

  const category = useQuery(CollectionCategoryDocument, { variables: { slug }, skip: slug === "all" });
  const products = useQuery(CollectionProductsDocument, {
    variables: {
      filter: toProductFilter(slug, query),
      sort: query.sortBy,
      first: PAGE_SIZE,
      after: query.pages.at(-1) ?? null,
    },
  });
  const list = products.data?.products ?? products.previousData?.products ?? null;
  const shown = category.data?.category;
  const title = collectionTitle(slug, query, shown?.name);
  // The head says what the server's first HTML said: the admin's search-engine title and description when set.
  const headTitle = collectionTitle(slug, query, shown?.seoTitle || shown?.name);
  usePageMeta(
    headTitle,
    shown?.seoDescription ||
      metaDescription(shown?.description ?? "") ||
      `Shop ${title.toLowerCase()} at Bagzone: filter by colour, material and price.`,
  );

  // The URL is the one source of the filters (shareable; back undoes a change). React Router renders
  // a navigation as a transition, so until the URL catches up the filters show the shopper's change
  // from here; otherwise a ticked box would spring back until the new page of products is rendered.
  const [pendingQuery, setPendingQuery] = useState<CollectionQuery | null>(null);
  const urlQuery = params.toString();
  useEffect(() => setPendingQuery(null), [urlQuery]);
  const update = (next: CollectionQuery) => {
    setPendingQuery(next);
    setParams(toSearchParams(next));
  };
  const filters = <FilterPanel query={pendingQuery ?? query} facets={list?.facets ?? null} onChange={update} />;
  const filterCount = activeFilterCount(query);

  if ((category.error || category.data?.category === null) && slug !== "all") {
    return (
      <Page>
        <PageTitle>Collection not found</PageTitle>
        {/* No category has this slug (null): nothing to retry. A failed call can be tried again. */}
        {category.error ? (
          <ErrorState problem={toCallError(category.error, "Failed to fetch category")} onRetry={() => void category.refetch()} />
        ) : (
          <p>There is no collection here. Browse all products instead.</p>
        )}
      </Page>
    );
  }

  return (
    <Page>
      <PageTitle>{title}</PageTitle>
      <Layout>
        {/* Shown from desktop width (a phone opens the same filters in a drawer): hydrated when near. */}
        <aside className="sidebar">
          <HydrateWhenNear>{filters}</HydrateWhenNear>
        </aside>
        <div>
          <Toolbar>
            <p className="count" role="status">
              {list ? countText(list.totalCount) : ""}
            </p>
            <Button type="button" $variant="secondary" className="filters-toggle" onClick={() => setDrawerOpen(true)}>
              <FilterIcon /> Filters{filterCount > 0 ? ` (${filterCount})` : ""}
            </Button>
            <label className="sort">
              Sort by{" "}
              <select
                value={query.sortBy ?? (query.search ? "RELEVANCE" : "NEWEST")}
                onChange={(e) => update({ ...query, sortBy: e.target.value as ShopSort, pages: [] })}
              >
                {(Object.keys(SORT_LABELS) as ShopSort[])
                  .filter((sort) => sort !== "RELEVANCE" || query.search)
                  .map((sort) => (
                    <option key={sort} value={sort}>
                      {SORT_LABELS[sort]}
                    </option>
                  ))}
              </select>
            </label>
          </Toolbar>
          {products.loading && !list ? (
            <Loading label="Loading products..." />
          ) : products.error && !list ? (
            <ErrorState problem={toCallError(products.error, "Failed to fetch products")} onRetry={() => void products.refetch()} />
          ) : list && list.nodes.length > 0 ? (
            <div aria-busy={products.loading} className={products.loading ? "busy" : undefined}>
              <h2 className="visually-hidden">Products</h2>
              <ProductGrid products={list.nodes} label={title} firstScreen />
              <Pagination
                page={query.pages.length + 1}
                pageCount={Math.ceil(list.totalCount / PAGE_SIZE)}
                nextCursor={list.pageInfo.hasNextPage ? list.pageInfo.endCursor : null}
                onNext={(cursor) => update({ ...query, pages: [...query.pages, cursor] })}
                onPrevious={() => update({ ...query, pages: query.pages.slice(0, -1) })}
              />
            </div>
          ) : (
            <p className="empty">{EMPTY}</p>
          )}
        </div>
      </Layout>
      <Dialog open={drawerOpen} onClose={() => setDrawerOpen(false)} labelledBy={drawerTitle} placement="left">
        <DialogHeader>
          <h2 id={drawerTitle}>Filters</h2>
          <IconButton type="button" aria-label="Close filters" onClick={() => setDrawerOpen(false)}>
            <CloseIcon />
          </IconButton>
        </DialogHeader>
        <DrawerBody>
          {filters}
          <Button type="button" $block onClick={() => setDrawerOpen(false)}>
            Show {list ? countText(list.totalCount) : "products"}
          </Button>
        </DrawerBody>
      </Dialog>
    </Page>
  );
}

const countText = (n: number) => `${n} ${n === 1 ? "product" : "products"}`;

function collectionTitle(slug: string, query: CollectionQuery, categoryName: string | undefined): string {
  if (query.search) return `Search results for "${query.search}"`;
  if (query.collection) return query.collection;
  if (slug === "all") return "All Products";
  return categoryName ?? "Collection";
}

const Layout = styled.div`
  display: grid;
  grid-template-columns: 1fr;
  gap: 2rem;
  .sidebar { display: none; }
  .busy { opacity: 0.6; transition: opacity 0.2s; }
  .empty { padding: 2rem 0; }
  ${fromDesktop} {
    grid-template-columns: 240px 1fr;
    .sidebar { display: block; }
  }
`;

const Toolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 0.75rem;
  margin-bottom: 1.25rem;
  .count { margin: 0; font-weight: 600; flex: 1 1 100%; }
  .sort { display: flex; align-items: center; gap: 0.5rem; }
  select { min-height: 44px; padding: 0 0.5rem; border: 1px solid ${(p) => p.theme.colors.muted}; border-radius: 6px; background: #fff; }
  @media (min-width: 480px) { .count { flex: 1 1 auto; } }
  ${fromDesktop} { .filters-toggle { display: none; } }
`;

const DrawerBody = styled.div`
  padding: 1rem;
`;
