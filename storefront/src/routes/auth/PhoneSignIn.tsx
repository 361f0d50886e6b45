import { useEffect, useRef, useState } from "react";
import { useMutation } from "@apollo/client/react";
import styled from "styled-components";
import { attempt, type CallResult } from "@shop/client/call-result";
import { Button } from "../../components/ui/Button";
import { Notice } from "../../components/ui/Status";
import { TextField } from "../../components/ui/TextField";
import { RequestOtpDocument, VerifyOtpDocument } from "../../gql/graphql";
import { notify } from "../../lib/notify";
import type { SignedIn } from "../../lib/session";
import { useForm } from "../../lib/use-form";
import { codeRules, phoneSignInRules } from "../../lib/validation";

/**
 * Sign-in with a mobile number: the number, then the 6-digit code sent to it by SMS. The code's
 * input says it takes a one-time code (browsers and phones offer the SMS's code) and digits only.
 * The first right code makes the account, so this is also how a guest becomes a customer at
 * checkout. `onSignedIn` gets the session (the caller merges the guest bag and moves on).
 */
export function PhoneSignIn({
  idPrefix,
  onSignedIn,
  submitLabel = "Sign in",
}: {
  idPrefix: string;
  onSignedIn(auth: SignedIn): Promise<void>;
  submitLabel?: string;
}) {
  const [requestOtp, { loading: requesting }] = useMutation(RequestOtpDocument);
  const [verifyOtp, { loading: verifying }] = useMutation(VerifyOtpDocument);
  const phoneForm = useForm({ phone: "" }, phoneSignInRules, { idPrefix: `${idPrefix}-phone` });
  const codeForm = useForm({ code: "" }, codeRules, {
    idPrefix: `${idPrefix}-code`,
    transform: { code: (v) => v.replace(/\D/g, "").slice(0, 6) },
  });
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const codeInput = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (sentTo) codeInput.current?.querySelector("input")?.focus();
  }, [sentTo]);

  const shown = <T,>(
    result: CallResult<T>,
    onField: (fields: { field: string; message: string }[]) => void,
  ): result is { ok: true; data: T } => {
    if (result.ok) return true;
    setFailure(result.error.message);
    if (result.error.kind === "validation") onField(result.error.fields);
    notify.error(result.error.message);
    return false;
  };

  const sendCode = phoneForm.onSubmit(async ({ phone }) => {
    setFailure(null);
    const result = await attempt(
      () => requestOtp({ variables: { phone: phone.trim() } }),
      "The code could not be sent",
      (d) => d.requestOtp.message,
    );
    if (!shown(result, (fields) => phoneForm.setServerErrors(fields))) return;
    setNotice(result.data);
    codeForm.setValue("code", "");
    setSentTo(phone.trim());
  });

  const checkCode = codeForm.onSubmit(async ({ code }) => {
    if (!sentTo) return;
    setFailure(null);
    const result = await attempt(
      () => verifyOtp({ variables: { phone: sentTo, code } }),
      "Sign-in failed",
      (d) => d.verifyOtp,
    );
    if (!shown(result, (fields) => codeForm.setServerErrors(fields.filter((f) => f.field === "code")))) return;
    await onSignedIn(result.data);
  });

  return (
    <Wrap>
      {failure && (
        <Notice $tone="danger" role="alert">
          {failure}
        </Notice>
      )}
      {!sentTo ? (
        <form onSubmit={sendCode} noValidate aria-label="Sign in with your phone">
          <TextField
            label="Mobile number"
            type="tel"
            inputMode="tel"
            autoComplete="tel-national"
            placeholder="98765 43210"
            field={phoneForm.field("phone")}
            error={phoneForm.errorOf("phone")}
          />
          <Button type="submit" $block disabled={requesting} aria-busy={requesting}>
            {requesting ? "Sending code..." : "Send code"}
          </Button>
        </form>
      ) : (
        <form onSubmit={checkCode} noValidate aria-label="Enter the code from the SMS">
          {notice && <p role="status">{notice}</p>}
          <div ref={codeInput}>
            <TextField
              label={`6-digit code sent to ${sentTo}`}
              inputMode="numeric"
              autoComplete="one-time-code"
              pattern="[0-9]*"
              maxLength={6}
              field={codeForm.field("code")}
              error={codeForm.errorOf("code")}
            />
          </div>
          <Button type="submit" $block disabled={verifying} aria-busy={verifying}>
            {verifying ? "Checking..." : submitLabel}
          </Button>
          <div className="again">
            <Button type="button" $variant="link" onClick={() => (setSentTo(null), setFailure(null))}>
              Change number or send a new code
            </Button>
          </div>
        </form>
      )}
    </Wrap>
  );
}

const Wrap = styled.div`
  .again { display: flex; justify-content: center; margin-top: 0.75rem; }
`;
