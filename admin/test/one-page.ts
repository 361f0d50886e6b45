/** A connection that is the only page of a short list, as the API answers it (for MockLink results). */
export const onePage = <T>(typename: string, nodes: T[]) => ({
  __typename: typename,
  totalCount: nodes.length,
  pageInfo: { __typename: "PageInfo" as const, hasNextPage: false, endCursor: null },
  nodes,
});
