import { useMutation } from "@apollo/client/react";
import { useState } from "react";
import toast from "react-hot-toast";
import { Button } from "../../components/Button";
import { useConfirm } from "../../components/ConfirmDialog";
import { EndUserSessionsDocument } from "../../gql/graphql";
import { attempt, failureNotice } from "@shop/client/call-result";

const FAILURE = "Failed to sign the customer out";

/** Ends every session of the order's customer, after asking: for a lost phone or a shared computer. */
export function EndCustomerSessions({ userId, name }: { userId: string; name: string }) {
  const confirm = useConfirm();
  const [endSessions] = useMutation(EndUserSessionsDocument);
  const [busy, setBusy] = useState(false);

  const signOutEverywhere = async () => {
    const sure = await confirm({
      title: "Sign out everywhere",
      message: `Sign ${name} out on every device? They will need to log in again.`,
      confirmLabel: "Sign out everywhere",
    });
    if (!sure) return;
    setBusy(true);
    const result = await attempt(() => endSessions({ variables: { userId } }), FAILURE);
    setBusy(false);
    if (result.ok) toast.success(`${name} is signed out everywhere`);
    else toast.error(failureNotice(result.error, FAILURE));
  };

  return (
    <Button type="button" $variant="secondary" disabled={busy} onClick={() => void signOutEverywhere()}>
      {busy ? "Signing out…" : "Sign out everywhere"}
    </Button>
  );
}
