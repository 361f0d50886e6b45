import { useState } from "react";
import { useMutation, useQuery } from "@apollo/client/react";
import { useForm } from "react-hook-form";
import { useNavigate, useSearchParams } from "react-router";
import { attempt, fieldMessage, toCallError, type CallError } from "@shop/client/call-result";
import { Button } from "../../components/Button";
import { Field } from "../../components/form/Field";
import { FormActions, Input } from "../../components/form/inputs";
import { StandaloneCard } from "../../components/StandaloneCard";
import { ErrorMessage, Loading } from "../../components/QueryState";
import { AcceptStaffInvitationDocument, StaffInvitationPreviewDocument } from "../../gql/graphql";
import { useDocumentTitle } from "../../hooks/useDocumentTitle";
import { useSession } from "../../session-context";

interface Values {
  firstName: string;
  lastName: string;
  password: string;
}

/**
 * An invitation's link (/admin/accept-invitation?token=...): a new staff member sets their name
 * and password; an email that already has an account signs in with its password to accept. A link
 * that can no longer be accepted says why.
 */
export function AcceptInvitationPage() {
  const [params] = useSearchParams();
  const token = params.get("token") ?? "";
  const navigate = useNavigate();
  const { signIn } = useSession();
  const preview = useQuery(StaffInvitationPreviewDocument, { variables: { token }, skip: !token });
  const [accept] = useMutation(AcceptStaffInvitationDocument);
  const [error, setError] = useState<CallError | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<Values>({ defaultValues: { firstName: "", lastName: "", password: "" } });
  useDocumentTitle("Join the staff");

  const invitation = preview.data?.staffInvitation;
  const previewError = preview.error ? toCallError(preview.error, "Could not open the invitation") : null;

  const onSubmit = async (values: Values) => {
    const input = invitation?.hasAccount ? { token, password: values.password } : { token, ...values };
    const result = await attempt(() => accept({ variables: { input } }), "Could not accept the invitation");
    if (!result.ok) return setError(result.error);
    const step = result.data.acceptStaffInvitation;
    if (step.session) {
      signIn({ token: step.session.token, user: step.session.user });
      void navigate("/", { replace: true });
    } else void navigate("/second-factor", { state: { secondStepToken: step.secondStepToken } });
  };

  return (
    <StandaloneCard>
      <h1>Join the Bagzone team</h1>
      {!token && <p role="alert">This invitation link is incomplete: open the link from your email.</p>}
      {preview.loading && <Loading label="Opening the invitation…" />}
      {previewError && <ErrorMessage error={previewError} />}
      {error && <ErrorMessage error={error} />}
      {invitation && (
        <form noValidate onSubmit={handleSubmit(onSubmit)}>
          <p>
            {invitation.hasAccount
              ? `${invitation.email} already has an account: enter its password to accept.`
              : `Set up your staff account for ${invitation.email}.`}
          </p>
          {!invitation.hasAccount && (
            <>
              <Field label="First name" error={errors.firstName?.message ?? fieldMessage(error, "firstName")}>
                <Input autoComplete="given-name" {...register("firstName", { required: "First name is required" })} />
              </Field>
              <Field label="Last name" error={errors.lastName?.message ?? fieldMessage(error, "lastName")}>
                <Input autoComplete="family-name" {...register("lastName", { required: "Last name is required" })} />
              </Field>
            </>
          )}
          <Field label="Password" error={errors.password?.message ?? fieldMessage(error, "password")}>
            <Input
              type="password"
              autoComplete={invitation.hasAccount ? "current-password" : "new-password"}
              {...register("password", { required: "Password is required" })}
            />
          </Field>
          <FormActions>
            <Button type="submit" disabled={isSubmitting}>
              {isSubmitting ? "Accepting…" : "Accept invitation"}
            </Button>
          </FormActions>
        </form>
      )}
    </StandaloneCard>
  );
}
