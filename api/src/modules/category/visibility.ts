/** Whether unpublished products and categories count: for admins only. */
export interface Visibility {
  includeUnpublished?: boolean;
}
