import type { ErrorLike } from "@apollo/client";
import type { ReactNode } from "react";
import { toCallError } from "@shop/client/call-result";
import { type ConnectionPage, type Pager, Pagination } from "./Pagination";
import { EmptyState, ErrorMessage, Loading } from "./QueryState";

interface Props<T> {
  /** The list once loaded (kept while a new page or filter loads). */
  items: readonly T[] | undefined;
  /** The list's query: whether it is loading, how it failed, and how to ask again. */
  query: { loading: boolean; error?: ErrorLike; refetch(): unknown };
  /** The fallback when the server gives no message, e.g. "Failed to fetch orders". */
  failure: string;
  loadingLabel: string;
  empty: string;
  /** For a paginated list: where we are, and how to go to another page. */
  pages?: { of: ConnectionPage | undefined; pager: Pager };
  children(items: readonly T[]): ReactNode;
}

/** A list screen's states: the failure with a retry, loading, nothing there, or the list itself and its pages. */
export function ListState<T>({ items, query, failure, loadingLabel, empty, pages, children }: Props<T>) {
  return (
    <>
      {query.error && <ErrorMessage error={toCallError(query.error, failure)} onRetry={() => void query.refetch()} />}
      {query.loading && !items && <Loading label={loadingLabel} />}
      {items && items.length === 0 && <EmptyState>{empty}</EmptyState>}
      {items && items.length > 0 && (
        <>
          {children(items)}
          {pages?.of && <Pagination of={pages.of} pager={pages.pager} />}
        </>
      )}
    </>
  );
}
