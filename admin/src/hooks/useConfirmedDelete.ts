import { useState } from "react";
import toast from "react-hot-toast";
import { useConfirm } from "../components/ConfirmDialog";
import { attempt, failureNotice } from "@shop/client/call-result";

interface Deletion {
  id: string;
  /** What is being deleted, for the dialog: "the product Trail Pack". */
  what: string;
  /** The notices a delete shows. */
  success: string;
  failure: string;
  /** The delete mutation. */
  call(): Promise<{ data?: unknown }>;
  /** What to do once it is gone: refetch the list, leave the detail screen. */
  then(): unknown;
}

/**
 * Deleting, the way the shop does it: ask first; say it worked only once the server said
 * so (a delete that does not wait claims success before the call ends); on failure show the
 * server's message, else the screen's notice.
 */
export function useConfirmedDelete() {
  const confirm = useConfirm();
  const [deleting, setDeleting] = useState<string | null>(null);

  const confirmAndDelete = async ({ id, what, success, failure, call, then }: Deletion): Promise<void> => {
    const sure = await confirm({ title: "Confirm delete", message: `Delete ${what}? This cannot be undone.` });
    if (!sure) return;
    setDeleting(id);
    const result = await attempt(call, failure);
    setDeleting(null);
    if (!result.ok) {
      toast.error(failureNotice(result.error, failure));
      return;
    }
    toast.success(success);
    await then();
  };

  return { confirmAndDelete, deleting };
}
