import { ApolloClient, InMemoryCache } from "@apollo/client";
import { ApolloProvider } from "@apollo/client/react";
import { MockLink } from "@apollo/client/testing";
import { screen, within } from "@testing-library/react";
import { GraphQLError } from "graphql";
import { CodRemittancesDocument, RecordCodRemittanceDocument, UnremittedCodOrdersDocument } from "../src/gql/graphql";
import { CodRemittancesPage } from "../src/screens/cod-remittances/CodRemittancesPage";
import { onePage } from "./one-page";
import { renderInApp } from "./render";

const money = (paise: number) => ({ __typename: "Money" as const, paise });
const firstId = "a1000000-0000-4000-8000-000000000001";
const secondId = "b2000000-0000-4000-8000-000000000002";
const unremitted = (orderId: string, paise: number, courierName: string | null) => ({
  __typename: "UnremittedCodOrder" as const,
  orderId,
  courierName,
  deliveredAt: "2026-01-10T10:00:00.000Z",
  amount: money(paise),
});
const remittance = {
  __typename: "CodRemittance" as const,
  id: "c3000000-0000-4000-8000-000000000003",
  courier: "Delhivery",
  receivedOn: "2026-01-15",
  reference: "UTR0001234",
  amount: money(1960_00),
  ordersTotal: money(2000_00),
  difference: money(-40_00),
  orders: [
    { __typename: "CodRemittanceOrder" as const, orderId: firstId, amount: money(800_00) },
    { __typename: "CodRemittanceOrder" as const, orderId: secondId, amount: money(1200_00) },
  ],
};
const firstPage = { first: 20, after: null };
const remittances = (items: (typeof remittance)[]) => ({
  request: { query: CodRemittancesDocument, variables: firstPage },
  result: { data: { codRemittances: onePage("CodRemittanceConnection", items) } },
});
const notRemitted = (items: ReturnType<typeof unremitted>[]) => ({
  request: { query: UnremittedCodOrdersDocument, variables: firstPage },
  result: { data: { unremittedCodOrders: onePage("UnremittedCodOrderConnection", items) } },
});
const input = {
  courier: "Delhivery",
  reference: "UTR0001234",
  receivedOn: "2026-01-15",
  amountPaise: 1960_00,
  orderIds: [firstId, secondId],
};
const refused = (field: string, message: string) => ({
  request: { query: RecordCodRemittanceDocument, variables: { input } },
  result: { errors: [new GraphQLError(message, { extensions: { code: "BAD_USER_INPUT", field, fields: [{ field, message }] } })] },
});

function renderPage(mocks: ReadonlyArray<MockLink.MockedResponse>) {
  const client = new ApolloClient({ link: new MockLink(mocks, { defaultOptions: { delay: 0 } }), cache: new InMemoryCache() });
  return renderInApp(
    <ApolloProvider client={client}>
      <CodRemittancesPage />
    </ApolloProvider>,
  );
}

async function fillIn(user: ReturnType<typeof renderPage>["user"]) {
  const form = await screen.findByRole("form", { name: "Record a COD remittance" });
  await user.type(within(form).getByLabelText("Courier"), "Delhivery");
  await user.type(within(form).getByLabelText("Bank reference (UTR)"), "UTR0001234");
  const day = within(form).getByLabelText("Received on");
  await user.clear(day);
  await user.type(day, "2026-01-15");
  await user.type(within(form).getByLabelText("Amount received (Rs.)"), "1960");
  await user.click(await within(form).findByRole("checkbox", { name: "Include order #a1000000-000" }));
  await user.click(within(form).getByRole("checkbox", { name: "Include order #b2000000-000" }));
  return form;
}

describe("COD remittances screen", () => {
  it("lists each remittance with its courier, reference, difference and the orders it covers", async () => {
    renderPage([remittances([remittance]), notRemitted([])]);
    const row = within(await screen.findByRole("table", { name: "COD remittances" })).getByRole("row", { name: /UTR0001234/ });
    expect(row).toHaveTextContent("Delhivery");
    expect(row).toHaveTextContent("Rs. 1,960.00");
    expect(row).toHaveTextContent("-Rs. 40.00");
    expect(within(row).getByRole("link", { name: "#a1000000-000" })).toHaveAttribute("href", `/orders/${firstId}`);
    expect(within(row).getByRole("link", { name: "#b2000000-000" })).toHaveAttribute("href", `/orders/${secondId}`);
    expect(await screen.findByText("Every delivered COD order is in a remittance.")).toBeInTheDocument();
  });

  it("says when no remittance has been recorded", async () => {
    renderPage([remittances([]), notRemitted([unremitted(firstId, 800_00, "Delhivery")])]);
    expect(await screen.findByText("No remittances recorded yet.")).toBeInTheDocument();
  });

  it("records a remittance for the orders chosen, with their total as a hint, and lists it", async () => {
    const { user } = renderPage([
      remittances([]),
      notRemitted([unremitted(firstId, 800_00, "Delhivery"), unremitted(secondId, 1200_00, null)]),
      {
        request: { query: RecordCodRemittanceDocument, variables: { input } },
        result: { data: { recordCodRemittance: remittance } },
      },
      remittances([remittance]),
      notRemitted([]),
    ]);
    const form = await fillIn(user);
    expect(within(form).getByLabelText("Amount received (Rs.)")).toHaveAccessibleDescription("The 2 orders chosen come to Rs. 2,000.00");
    await user.click(within(form).getByRole("button", { name: "Record remittance" }));
    expect(
      await within(await screen.findByRole("table", { name: "COD remittances" })).findByRole("row", { name: /UTR0001234/ }),
    ).toBeInTheDocument();
    expect(await within(form).findByText("Every delivered COD order is in a remittance.")).toBeInTheDocument();
    expect(within(form).getByLabelText("Courier")).toHaveValue("");
  });

  it("asks for the orders before sending, and shows the server's objections next to the fields they name", async () => {
    const { user } = renderPage([
      remittances([]),
      notRemitted([unremitted(firstId, 800_00, "Delhivery"), unremitted(secondId, 1200_00, null)]),
      refused("receivedOn", "The date received must not be in the future"),
      refused("orderIds", `Order ${secondId} is already in a remittance`),
    ]);
    const form = await screen.findByRole("form", { name: "Record a COD remittance" });
    await user.type(within(form).getByLabelText("Courier"), "Delhivery");
    await user.type(within(form).getByLabelText("Bank reference (UTR)"), "UTR0001234");
    await user.type(within(form).getByLabelText("Amount received (Rs.)"), "1960");
    await within(form).findByRole("checkbox", { name: "Include order #a1000000-000" });
    await user.click(within(form).getByRole("button", { name: "Record remittance" }));
    expect(await within(form).findByText("Choose the orders the remittance covers")).toBeInTheDocument();

    const day = within(form).getByLabelText("Received on");
    await user.clear(day);
    await user.type(day, "2026-01-15");
    await user.click(within(form).getByRole("checkbox", { name: "Include order #a1000000-000" }));
    await user.click(within(form).getByRole("checkbox", { name: "Include order #b2000000-000" }));
    await user.click(within(form).getByRole("button", { name: "Record remittance" }));
    expect(await within(form).findByText("The date received must not be in the future")).toBeInTheDocument();
    expect(day).toHaveAccessibleDescription(/must not be in the future/);

    await user.click(within(form).getByRole("button", { name: "Record remittance" }));
    expect(await within(form).findByText(`Order ${secondId} is already in a remittance`)).toBeInTheDocument();
  });
});
