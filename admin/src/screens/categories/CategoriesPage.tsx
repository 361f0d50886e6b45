import { useMutation, useQuery } from "@apollo/client/react";
import { Link } from "react-router";
import { ButtonLink } from "../../components/Button";
import { ListState } from "../../components/ListState";
import { PageHeader } from "../../components/PageHeader";
import { RowActions } from "../../components/RowActions";
import { StatusBadge } from "../../components/StatusBadge";
import { DataTable, Thumb } from "../../components/Table";
import { AdminCategoriesDocument, DeleteCategoryDocument, type CategoryFieldsFragment } from "../../gql/graphql";
import { useConfirmedDelete } from "../../hooks/useConfirmedDelete";
import { useListParams } from "../../hooks/useListParams";

/** The categories: image, name, description, Published or Not Published; edit and delete. */
export function CategoriesPage() {
  const { paging, pager } = useListParams();
  const list = useQuery(AdminCategoriesDocument, { variables: paging, fetchPolicy: "cache-and-network" });
  const { data, previousData, loading, refetch } = list;
  const categories = (data ?? previousData)?.categories;
  const [deleteCategory] = useMutation(DeleteCategoryDocument);
  const { confirmAndDelete, deleting } = useConfirmedDelete();

  const remove = (category: CategoryFieldsFragment) =>
    confirmAndDelete({
      id: category.id,
      what: `the category ${category.name}`,
      success: "Category deleted successfully!",
      failure: "Failed to delete category. Please try again.",
      call: () => deleteCategory({ variables: { id: category.id } }),
      then: refetch,
    });

  return (
    <>
      <PageHeader title="Categories">
        <ButtonLink to="/categories/new">Add category</ButtonLink>
      </PageHeader>
      <ListState
        items={categories?.nodes}
        query={list}
        failure="Failed to fetch categories"
        loadingLabel="Loading categories…"
        empty="No categories yet."
        pages={{ of: categories, pager }}
      >
        {(items) => (
          <DataTable caption="Categories" columns={["Image", "Name", "Description", "Status", "Actions"]} busy={loading}>
            {items.map((category) => (
              <tr key={category.id}>
                <td>{category.image ? <Thumb src={category.image.url} alt={category.image.altText} /> : "—"}</td>
                <td>
                  <Link to={`/categories/${category.slug}`}>{category.name}</Link>
                </td>
                <td>{category.description}</td>
                <td>
                  <StatusBadge color={category.isPublished ? "green" : "gray"}>
                    {category.isPublished ? "Published" : "Not Published"}
                  </StatusBadge>
                </td>
                <td className="actions">
                  <RowActions
                    name={category.name}
                    editTo={`/categories/${category.slug}`}
                    deleting={deleting === category.id}
                    onDelete={() => void remove(category)}
                  />
                </td>
              </tr>
            ))}
          </DataTable>
        )}
      </ListState>
    </>
  );
}
