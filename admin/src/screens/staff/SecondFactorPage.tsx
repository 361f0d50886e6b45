import { useState } from "react";
import { useMutation } from "@apollo/client/react";
import { useForm } from "react-hook-form";
import { useLocation, useNavigate } from "react-router";
import { attempt, type CallError } from "@shop/client/call-result";
import { Button } from "../../components/Button";
import { Field } from "../../components/form/Field";
import { FormActions, Input } from "../../components/form/inputs";
import { StandaloneCard } from "../../components/StandaloneCard";
import { ErrorMessage } from "../../components/QueryState";
import {
  BeginSecondFactorEnrolmentDocument,
  ConfirmSecondFactorEnrolmentDocument,
  type BeginSecondFactorEnrolmentMutation,
} from "../../gql/graphql";
import { useDocumentTitle } from "../../hooks/useDocumentTitle";
import { useSession } from "../../session-context";

type Enrolment = BeginSecondFactorEnrolmentMutation["beginSecondFactorEnrolment"];

/**
 * Enrolling a second factor (/admin/second-factor): for a signed-in staff member, or one whose
 * sign-in asked them to enrol first (the second-step token comes in the navigation's state). Shows
 * the QR code and the secret, confirms with a code, then shows the recovery codes once.
 */
export function SecondFactorPage() {
  const location = useLocation();
  const navigate = useNavigate();
  const { signIn } = useSession();
  const state = location.state as { secondStepToken?: string; from?: string } | null;
  const secondStepToken = state?.secondStepToken ?? null;
  const [begin] = useMutation(BeginSecondFactorEnrolmentDocument);
  const [confirm] = useMutation(ConfirmSecondFactorEnrolmentDocument);
  const [enrolment, setEnrolment] = useState<Enrolment | null>(null);
  const [recoveryCodes, setRecoveryCodes] = useState<readonly string[] | null>(null);
  const [error, setError] = useState<CallError | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<{ code: string }>({ defaultValues: { code: "" } });
  useDocumentTitle("Second factor");

  const start = async () => {
    const result = await attempt(() => begin({ variables: { input: { secondStepToken } } }), "Could not start the enrolment");
    if (!result.ok) return setError(result.error);
    setError(null);
    setEnrolment(result.data.beginSecondFactorEnrolment);
  };

  const onConfirm = async ({ code }: { code: string }) => {
    const result = await attempt(
      () => confirm({ variables: { input: { secondStepToken, code: code.trim() } } }),
      "Could not confirm the code",
    );
    if (!result.ok) return setError(result.error);
    setError(null);
    const { session, recoveryCodes: codes } = result.data.confirmSecondFactorEnrolment;
    signIn({ token: session.token, user: session.user });
    setRecoveryCodes(codes);
  };

  return (
    <StandaloneCard>
      <h1>Second factor</h1>
      {error && <ErrorMessage error={error} />}
      {recoveryCodes ? (
        <>
          <p>
            Your second factor is on. Keep these recovery codes somewhere safe: each signs you in once if you lose your phone. They are not
            shown again.
          </p>
          <ol aria-label="Recovery codes">
            {recoveryCodes.map((code) => (
              <li key={code}>{code}</li>
            ))}
          </ol>
          <Button onClick={() => void navigate(state?.from ?? "/", { replace: true })}>Continue</Button>
        </>
      ) : enrolment ? (
        <form noValidate onSubmit={handleSubmit(onConfirm)}>
          <p>Scan this code with your authenticator app, or type in the secret.</p>
          <img alt="QR code for your authenticator app" src={`data:image/svg+xml;utf8,${encodeURIComponent(enrolment.qrCodeSvg)}`} />
          <p>
            Secret: <code>{enrolment.secret}</code>
          </p>
          <Field label="Code from the app" error={errors.code?.message}>
            <Input autoComplete="one-time-code" inputMode="numeric" {...register("code", { required: "Enter the code from your app" })} />
          </Field>
          <FormActions>
            <Button type="submit" disabled={isSubmitting}>
              {isSubmitting ? "Checking…" : "Turn on"}
            </Button>
          </FormActions>
        </form>
      ) : (
        <>
          <p>
            {secondStepToken
              ? "The shop requires staff to sign in with a code from an authenticator app. Set it up to continue."
              : "Sign in with a code from an authenticator app as well as your password."}
          </p>
          <Button onClick={() => void start()}>Set up an authenticator app</Button>
        </>
      )}
    </StandaloneCard>
  );
}
