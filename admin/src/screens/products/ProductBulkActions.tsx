import { useMutation } from "@apollo/client/react";
import { useState } from "react";
import toast from "react-hot-toast";
import styled from "styled-components";
import { Button } from "../../components/Button";
import { DeleteProductsDocument, PublishProductsDocument, UnpublishProductsDocument } from "../../gql/graphql";
import { useConfirmedDelete } from "../../hooks/useConfirmedDelete";
import { attempt, failureNotice } from "@shop/client/call-result";

const Bar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0.5rem;
  margin-bottom: 0.75rem;
`;

const products = (count: number) => `${count} product${count === 1 ? "" : "s"}`;

/**
 * What the admin can do at once to the products ticked in the list: publish, unpublish or delete
 * them. The API does each to all of them or to none, so a refusal (a product in orders cannot be
 * deleted) changes nothing and its message names the product.
 */
export function ProductBulkActions({ ids, onDone }: { ids: string[]; onDone(): unknown }) {
  const [publish] = useMutation(PublishProductsDocument);
  const [unpublish] = useMutation(UnpublishProductsDocument);
  const [deleteProducts] = useMutation(DeleteProductsDocument);
  const { confirmAndDelete, deleting } = useConfirmedDelete();
  const [busy, setBusy] = useState(false);
  if (ids.length === 0) return null;

  const setPublished = async (published: boolean) => {
    const failure = `Failed to ${published ? "publish" : "unpublish"} ${products(ids.length)}`;
    setBusy(true);
    const result = await attempt<unknown>(() => (published ? publish : unpublish)({ variables: { ids } }), failure);
    setBusy(false);
    if (!result.ok) {
      toast.error(failureNotice(result.error, failure));
      return;
    }
    toast.success(`${products(ids.length)} ${published ? "published" : "unpublished"}`);
    await onDone();
  };

  const remove = () =>
    confirmAndDelete({
      id: "selection",
      what: products(ids.length),
      success: `${products(ids.length)} deleted`,
      failure: `Failed to delete ${products(ids.length)}`,
      call: () => deleteProducts({ variables: { ids } }),
      then: onDone,
    });

  const disabled = busy || deleting !== null;
  return (
    <Bar role="group" aria-label="Selected products">
      <span aria-live="polite">{products(ids.length)} selected</span>
      <Button type="button" $small $variant="secondary" disabled={disabled} onClick={() => void setPublished(true)}>
        Publish
      </Button>
      <Button type="button" $small $variant="secondary" disabled={disabled} onClick={() => void setPublished(false)}>
        Unpublish
      </Button>
      <Button type="button" $small $variant="danger" disabled={disabled} onClick={() => void remove()}>
        Delete
      </Button>
    </Bar>
  );
}
