import { useState } from "react";
import { useMutation, useQuery } from "@apollo/client/react";
import { useForm } from "react-hook-form";
import toast from "react-hot-toast";
import { attempt, failureNotice, fieldMessage, type CallError } from "@shop/client/call-result";
import { formatIndiaDateTime } from "@shop/words/india-time";
import { Button, ButtonLink } from "../../components/Button";
import { useConfirm } from "../../components/ConfirmDialog";
import { Field } from "../../components/form/Field";
import { CheckboxLabel, FormActions, FormCard, FormGrid, Input, Select } from "../../components/form/inputs";
import { ListState } from "../../components/ListState";
import { PageHeader } from "../../components/PageHeader";
import { StatusBadge } from "../../components/StatusBadge";
import { DataTable } from "../../components/Table";
import {
  InviteStaffDocument,
  ReactivateStaffDocument,
  RemoveStaffDocument,
  ResendStaffInvitationDocument,
  RevokeStaffInvitationDocument,
  SetStaffSecondFactorRequiredDocument,
  StaffMembersDocument,
  SuspendStaffDocument,
} from "../../gql/graphql";
import { useSession } from "../../session-context";

interface InviteValues {
  email: string;
  roleId: string;
}

/**
 * The shop's staff (/admin/staff): who they are, whether they can sign in and whether they use a
 * second factor; invitations still open; and the owner's switch that requires a second factor.
 */
export function StaffPage() {
  const list = useQuery(StaffMembersDocument, { fetchPolicy: "cache-and-network" });
  const { session } = useSession();
  const confirm = useConfirm();
  const [invite] = useMutation(InviteStaffDocument);
  const [resend] = useMutation(ResendStaffInvitationDocument);
  const [revoke] = useMutation(RevokeStaffInvitationDocument);
  const [suspend] = useMutation(SuspendStaffDocument);
  const [reactivate] = useMutation(ReactivateStaffDocument);
  const [remove] = useMutation(RemoveStaffDocument);
  const [requireSecondFactor] = useMutation(SetStaffSecondFactorRequiredDocument);
  const [inviteError, setInviteError] = useState<CallError | null>(null);
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<InviteValues>({ defaultValues: { email: "", roleId: "" } });

  /** Runs one action, says how it went, and shows the list as it is now. */
  const act = async (call: () => Promise<unknown>, failure: string, success: string) => {
    const result = await attempt(call as () => Promise<{ data?: unknown }>, failure);
    if (!result.ok) {
      toast.error(failureNotice(result.error, failure));
      return;
    }
    toast.success(success);
    await list.refetch();
  };

  const onInvite = async (values: InviteValues) => {
    const result = await attempt(() => invite({ variables: { input: values } }), "Could not send the invitation");
    if (!result.ok) return setInviteError(result.error);
    setInviteError(null);
    toast.success(`Invitation sent to ${result.data.inviteStaff.email}`);
    reset();
    await list.refetch();
  };

  /** Asks first, then runs the action. */
  const confirmed = async (question: { title: string; message: string; confirmLabel: string }, ...action: Parameters<typeof act>) => {
    if (await confirm(question)) await act(...action);
  };

  return (
    <>
      <PageHeader title="Staff">
        <ButtonLink $variant="secondary" to="/second-factor">
          My second factor
        </ButtonLink>
      </PageHeader>
      {list.data && (
        <CheckboxLabel>
          <input
            type="checkbox"
            checked={list.data.staffSignInPolicy.secondFactorRequired}
            onChange={(e) =>
              void act(
                () => requireSecondFactor({ variables: { required: e.target.checked } }),
                "Could not change the requirement",
                e.target.checked ? "Every staff member now signs in with a second factor" : "A second factor is now optional",
              )
            }
          />
          Require a second factor (authenticator app) for all staff
        </CheckboxLabel>
      )}
      <ListState
        items={list.data?.staffMembers}
        query={list}
        failure="Failed to fetch the staff"
        loadingLabel="Loading staff…"
        empty="No staff yet."
      >
        {(members) => (
          <DataTable caption="Staff" columns={["Name", "Email", "Role", "Status", "Second factor", "Actions"]} busy={list.loading}>
            {members.map((member) => {
              const name = `${member.firstName} ${member.lastName}`.trim();
              const protectedRow = member.isShopOwner || member.id === session?.user.id;
              return (
                <tr key={member.id}>
                  <td>
                    {name}
                    {member.isShopOwner ? " (owner)" : ""}
                  </td>
                  <td>{member.email ?? "—"}</td>
                  <td>{member.role?.name ?? "No role"}</td>
                  <td>
                    <StatusBadge color={member.status === "ACTIVE" ? "green" : "red"}>
                      {member.status === "ACTIVE" ? "Active" : "Suspended"}
                    </StatusBadge>
                  </td>
                  <td>{member.secondFactorEnabled ? "On" : "Off"}</td>
                  <td className="actions">
                    {!protectedRow && member.status === "ACTIVE" && (
                      <Button
                        $small
                        $variant="secondary"
                        aria-label={`Suspend ${name}`}
                        onClick={() =>
                          void confirmed(
                            {
                              title: "Suspend staff member",
                              message: `${name} is signed out everywhere and cannot sign in until reactivated.`,
                              confirmLabel: "Suspend",
                            },
                            () => suspend({ variables: { userId: member.id } }),
                            "Could not suspend",
                            `${name} is suspended`,
                          )
                        }
                      >
                        Suspend
                      </Button>
                    )}
                    {member.status === "SUSPENDED" && (
                      <Button
                        $small
                        $variant="secondary"
                        aria-label={`Reactivate ${name}`}
                        onClick={() =>
                          void act(
                            () => reactivate({ variables: { userId: member.id } }),
                            "Could not reactivate",
                            `${name} can sign in again`,
                          )
                        }
                      >
                        Reactivate
                      </Button>
                    )}
                    {!protectedRow && (
                      <Button
                        $small
                        $variant="danger"
                        aria-label={`Remove ${name}`}
                        onClick={() =>
                          void confirmed(
                            {
                              title: "Remove staff access",
                              message: `${name}'s account becomes a customer's again; their orders stay.`,
                              confirmLabel: "Remove",
                            },
                            () => remove({ variables: { userId: member.id } }),
                            "Could not remove",
                            `${name} no longer has staff access`,
                          )
                        }
                      >
                        Remove
                      </Button>
                    )}
                  </td>
                </tr>
              );
            })}
          </DataTable>
        )}
      </ListState>

      <h2>Invitations</h2>
      <FormCard noValidate onSubmit={handleSubmit(onInvite)} aria-label="Invite staff">
        <FormGrid>
          <Field label="Email" error={errors.email?.message ?? fieldMessage(inviteError, "email")}>
            <Input type="email" {...register("email", { required: "Email is required" })} />
          </Field>
          <Field
            label="Role"
            hint="The staff role they get on accepting"
            error={errors.roleId?.message ?? fieldMessage(inviteError, "roleId")}
          >
            <Select {...register("roleId", { required: "Choose a staff role" })}>
              <option value="">Choose a role</option>
              {list.data?.staffRoles.map((role) => (
                <option key={role.id} value={role.id}>
                  {role.name}
                </option>
              ))}
            </Select>
          </Field>
        </FormGrid>
        {inviteError && !inviteError.fields.length && <p role="alert">{inviteError.message}</p>}
        <FormActions>
          <Button type="submit" disabled={isSubmitting}>
            {isSubmitting ? "Sending…" : "Send invitation"}
          </Button>
        </FormActions>
      </FormCard>
      {list.data && list.data.staffInvitations.length > 0 && (
        <DataTable caption="Open invitations" columns={["Email", "Status", "Link works until", "Actions"]}>
          {list.data.staffInvitations.map((invitation) => (
            <tr key={invitation.id}>
              <td>{invitation.email}</td>
              <td>
                <StatusBadge color={invitation.status === "PENDING" ? "blue" : "gray"}>
                  {invitation.status === "PENDING" ? "Pending" : "Expired"}
                </StatusBadge>
              </td>
              <td className="nowrap">{formatIndiaDateTime(invitation.expiresAt)}</td>
              <td className="actions">
                <Button
                  $small
                  $variant="secondary"
                  aria-label={`Resend invitation to ${invitation.email}`}
                  onClick={() =>
                    void act(
                      () => resend({ variables: { id: invitation.id } }),
                      "Could not resend",
                      `Invitation sent again to ${invitation.email}`,
                    )
                  }
                >
                  Resend
                </Button>
                <Button
                  $small
                  $variant="danger"
                  aria-label={`Revoke invitation to ${invitation.email}`}
                  onClick={() =>
                    void act(
                      () => revoke({ variables: { id: invitation.id } }),
                      "Could not revoke",
                      `Invitation to ${invitation.email} revoked`,
                    )
                  }
                >
                  Revoke
                </Button>
              </td>
            </tr>
          ))}
        </DataTable>
      )}
    </>
  );
}
