import { ApolloClient, InMemoryCache } from "@apollo/client";
import { ApolloProvider } from "@apollo/client/react";
import { MockLink } from "@apollo/client/testing";
import { screen, waitFor, within } from "@testing-library/react";
import { AssignStaffRoleDocument, StaffRolesDocument, type StaffRolesQuery } from "../src/gql/graphql";
import { RolesPage } from "../src/screens/staff/RolesPage";
import { renderInApp } from "./render";

const role = (id: string, name: string, permissions: StaffRolesQuery["staffRoles"][number]["permissions"], isOwner = false) => ({
  __typename: "StaffRole" as const,
  id,
  name,
  isOwner,
  permissions,
});
const owner = role("00000000-0000-4000-8000-000000000001", "Owner", ["MANAGE_CATALOGUE", "MANAGE_STAFF"], true);
const catalogue = role("00000000-0000-4000-8000-000000000002", "Catalogue", ["MANAGE_CATALOGUE"]);
const fulfilment = role("00000000-0000-4000-8000-000000000003", "Fulfilment", ["FULFIL_ORDERS"]);
const member = (roleOf: { id: string; name: string }) => ({
  __typename: "StaffMember" as const,
  id: "00000000-0000-4000-8000-0000000000aa",
  firstName: "Ravi",
  lastName: "Kumar",
  email: "ravi@bagzone.in",
  isShopOwner: false,
  role: { __typename: "StaffRole" as const, id: roleOf.id, name: roleOf.name },
});
const answer = (roleOf: { id: string; name: string }) => ({
  data: { staffRoles: [owner, catalogue, fulfilment], staffMembers: [member(roleOf)] },
});

it("shows each role's permissions (the Owner's fixed) and gives a staff member another role", async () => {
  const client = new ApolloClient({
    link: new MockLink(
      [
        { request: { query: StaffRolesDocument }, result: answer(catalogue) },
        {
          request: { query: AssignStaffRoleDocument, variables: { userId: member(catalogue).id, roleId: fulfilment.id } },
          result: { data: { assignStaffRole: { __typename: "StaffMember", id: member(catalogue).id, role: member(fulfilment).role } } },
        },
        { request: { query: StaffRolesDocument }, result: answer(fulfilment) },
      ],
      { defaultOptions: { delay: 0 } },
    ),
    cache: new InMemoryCache(),
  });
  const { user } = renderInApp(
    <ApolloProvider client={client}>
      <RolesPage />
    </ApolloProvider>,
  );
  const roles = await screen.findByRole("table", { name: "Staff roles" });
  expect(within(roles).getByRole("checkbox", { name: /^Owner: Staff/ })).toBeDisabled();
  expect(within(roles).getByRole("checkbox", { name: /^Catalogue: Catalogue/ })).toBeChecked();
  expect(within(roles).getByRole("checkbox", { name: /^Catalogue: Refunds/ })).not.toBeChecked();
  expect(within(roles).queryByRole("button", { name: "Delete Owner" })).toBeNull();
  expect(within(roles).getByRole("button", { name: "Delete Catalogue" })).toBeInTheDocument();

  const select = screen.getByRole("combobox", { name: "Role of Ravi Kumar" });
  expect(select).toHaveValue(catalogue.id);
  await user.selectOptions(select, fulfilment.id);
  await waitFor(() => expect(screen.getByRole("combobox", { name: "Role of Ravi Kumar" })).toHaveValue(fulfilment.id));
  expect(client.readQuery({ query: StaffRolesDocument })?.staffMembers[0].role?.name).toBe("Fulfilment");
});
