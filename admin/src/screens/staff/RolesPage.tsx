import { useState } from "react";
import { useMutation, useQuery } from "@apollo/client/react";
import toast from "react-hot-toast";
import { attempt, failureNotice, toCallError } from "@shop/client/call-result";
import { Button } from "../../components/Button";
import { PageHeader } from "../../components/PageHeader";
import { ErrorMessage, Loading } from "../../components/QueryState";
import { DataTable } from "../../components/Table";
import {
  AssignStaffRoleDocument,
  CreateStaffRoleDocument,
  DeleteStaffRoleDocument,
  StaffRolesDocument,
  UpdateStaffRoleDocument,
  type Permission,
  type StaffRoleFieldsFragment,
} from "../../gql/graphql";
import { PERMISSIONS } from "../../lib/permissions";

/** The owner's page: the staff roles and their permissions, and which role each staff member holds. */
export function RolesPage() {
  const staff = useQuery(StaffRolesDocument, { fetchPolicy: "cache-and-network" });
  const [createRole] = useMutation(CreateStaffRoleDocument);
  const [updateRole] = useMutation(UpdateStaffRoleDocument);
  const [deleteRole] = useMutation(DeleteStaffRoleDocument);
  const [assignRole] = useMutation(AssignStaffRoleDocument);
  const [newName, setNewName] = useState("");

  const run = async <TData,>(call: Parameters<typeof attempt<TData>>[0], failure: string, success: string) => {
    const result = await attempt(call, failure);
    if (!result.ok) {
      toast.error(failureNotice(result.error, failure));
      return;
    }
    toast.success(success);
    await staff.refetch();
  };

  const toggle = (role: StaffRoleFieldsFragment, permission: Permission) => {
    const permissions = role.permissions.includes(permission)
      ? role.permissions.filter((p) => p !== permission)
      : [...role.permissions, permission];
    return run(
      () => updateRole({ variables: { id: role.id, input: { permissions } } }),
      "Failed to change the role",
      `${role.name} changed`,
    );
  };

  const addRole = async () => {
    const name = newName.trim();
    if (!name) return;
    await run(() => createRole({ variables: { input: { name, permissions: [] } } }), "Failed to add the role", `${name} added`);
    setNewName("");
  };

  return (
    <>
      <PageHeader title="Staff roles" />
      {staff.error && (
        <ErrorMessage error={toCallError(staff.error, "Failed to fetch the staff roles")} onRetry={() => void staff.refetch()} />
      )}
      {!staff.data && !staff.error && <Loading label="Loading staff…" />}
      {staff.data && (
        <>
          <DataTable caption="Staff roles" columns={["Role", ...PERMISSIONS.map((p) => p.label), "Actions"]}>
            {staff.data.staffRoles.map((role) => (
              <tr key={role.id}>
                <td>{role.name}</td>
                {PERMISSIONS.map((p) => (
                  <td key={p.name}>
                    <input
                      type="checkbox"
                      aria-label={`${role.name}: ${p.label}`}
                      checked={role.permissions.includes(p.name)}
                      disabled={role.isOwner}
                      onChange={() => void toggle(role, p.name)}
                    />
                  </td>
                ))}
                <td>
                  {!role.isOwner && (
                    <Button
                      type="button"
                      $small
                      $variant="danger"
                      aria-label={`Delete ${role.name}`}
                      onClick={() =>
                        void run(() => deleteRole({ variables: { id: role.id } }), `Failed to delete ${role.name}`, `${role.name} deleted`)
                      }
                    >
                      Delete
                    </Button>
                  )}
                </td>
              </tr>
            ))}
          </DataTable>
          <p>
            <label>
              New role <input value={newName} onChange={(e) => setNewName(e.target.value)} maxLength={60} />
            </label>{" "}
            <Button type="button" onClick={() => void addRole()} disabled={!newName.trim()}>
              Add role
            </Button>
          </p>
          <DataTable caption="Staff members" columns={["Name", "Email", "Role"]}>
            {staff.data.staffMembers.map((member) => (
              <tr key={member.id}>
                <td>
                  {member.firstName} {member.lastName}
                  {member.isShopOwner ? " (shop owner)" : ""}
                </td>
                <td>{member.email ?? "—"}</td>
                <td>
                  <select
                    aria-label={`Role of ${member.firstName} ${member.lastName}`}
                    value={member.role?.id ?? ""}
                    onChange={(e) =>
                      void run(
                        () => assignRole({ variables: { userId: member.id, roleId: e.target.value } }),
                        "Failed to change the role",
                        `${member.firstName} is now ${staff.data?.staffRoles.find((r) => r.id === e.target.value)?.name ?? "changed"}`,
                      )
                    }
                  >
                    {!member.role && <option value="">No role</option>}
                    {staff.data.staffRoles.map((role) => (
                      <option key={role.id} value={role.id}>
                        {role.name}
                      </option>
                    ))}
                  </select>
                </td>
              </tr>
            ))}
          </DataTable>
        </>
      )}
    </>
  );
}
