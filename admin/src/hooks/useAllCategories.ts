import { useQuery } from "@apollo/client/react";
import { useEffect } from "react";
import { CategoryChoicesDocument } from "../gql/graphql";

/**
 * Every category, published or not, for a form's category picker: a picker must offer them all, so
 * this reads the list 100 at a time and pages on with `after` until `hasNextPage` is false.
 * `loading` stays true until the last page is in.
 */
export function useAllCategories() {
  const query = useQuery(CategoryChoicesDocument, { variables: { first: 100 } });
  const { data, error, fetchMore } = query;
  const pageInfo = data?.categories.pageInfo;
  const more = Boolean(pageInfo?.hasNextPage) && !error;

  useEffect(() => {
    if (!more || !pageInfo?.endCursor) return;
    void fetchMore({
      variables: { after: pageInfo.endCursor },
      updateQuery: (read, { fetchMoreResult }) => ({
        categories: { ...fetchMoreResult.categories, nodes: [...read.categories.nodes, ...fetchMoreResult.categories.nodes] },
      }),
    });
  }, [more, pageInfo?.endCursor, fetchMore]);

  return { categories: data?.categories.nodes ?? [], loading: query.loading || more, error, refetch: query.refetch };
}
