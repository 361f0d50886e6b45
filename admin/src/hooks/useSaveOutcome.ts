import { useState } from "react";
import toast from "react-hot-toast";
import { failureNotice, type CallError, type CallResult, type FieldProblem } from "@shop/client/call-result";

/**
 * What a form screen does with the answer to its save: on success the notice and the next
 * step; on failure the server's message above the form and as a notice, and the field problems
 * handed back for the form to put on its fields.
 */
export function useSaveOutcome() {
  const [failure, setFailure] = useState<CallError | null>(null);

  const settle = (result: CallResult<unknown>, notices: { success: string; failure: string }, next: () => void): FieldProblem[] => {
    if (!result.ok) {
      setFailure(result.error);
      toast.error(failureNotice(result.error, notices.failure));
      return result.error.fields;
    }
    setFailure(null);
    toast.success(notices.success);
    next();
    return [];
  };

  return { failure, settle, clearFailure: () => setFailure(null) };
}
