import { ApolloClient, InMemoryCache } from "@apollo/client";
import { ApolloProvider } from "@apollo/client/react";
import { MockLink } from "@apollo/client/testing";
import { screen, within } from "@testing-library/react";
import { CatalogImportDocument, PreviewCatalogImportFileDocument, StartCatalogImportDocument } from "../src/gql/graphql";
import { CatalogCsvPage } from "../src/screens/products/CatalogCsvPage";
import { renderInApp } from "./render";

const id = "5a1f3c2e-0000-4000-8000-0000000000c5";
const invalidRows = [
  { __typename: "CsvRowProblem" as const, row: 6, message: 'Variant Price must be an amount in rupees, not "abc"' },
  { __typename: "CsvRowProblem" as const, row: 7, message: 'Variant Inventory Qty must be a whole number of 0 or more, not "-4"' },
];
const heldBackRows = [
  {
    __typename: "CsvRowProblem" as const,
    row: 8,
    message: 'Valid, but held back: rows 6, 7 are invalid, and a product (Handle "mixed-three") is imported whole or not at all',
  },
];
const checked = {
  __typename: "CatalogImport" as const,
  id,
  status: "DRY_RUN" as const,
  encoding: "Windows-1252",
  totalRows: 8,
  rowsToCreate: 5,
  rowsToUpdate: 0,
  rowsUnchanged: 0,
  rowsInvalid: 2,
  invalidRows,
  heldBackRows,
  processedRows: 0,
  failedRows: [],
};

it("sends the file's bytes, counts every row of the dry run, and lists every row the import left out", async () => {
  // "Café" in Windows-1252: the page sends the bytes as they are, for the API to read.
  const bytes = new Uint8Array([0x43, 0x61, 0x66, 0xe9]);
  const client = new ApolloClient({
    link: new MockLink(
      [
        {
          request: { query: PreviewCatalogImportFileDocument, variables: { base64: "Q2Fm6Q==" } },
          result: { data: { previewCatalogImportFile: checked } },
        },
        {
          request: { query: StartCatalogImportDocument, variables: { id, onlyValidRows: true } },
          result: { data: { startCatalogImport: { ...checked, status: "QUEUED" } } },
        },
        {
          request: { query: CatalogImportDocument, variables: { id } },
          result: { data: { catalogImport: { ...checked, status: "DONE", processedRows: 8 } } },
        },
      ],
      { defaultOptions: { delay: 0 } },
    ),
    cache: new InMemoryCache(),
  });
  const { user } = renderInApp(
    <ApolloProvider client={client}>
      <CatalogCsvPage />
    </ApolloProvider>,
  );

  await user.upload(screen.getByLabelText("CSV file"), new File([bytes], "catalogue.csv", { type: "text/csv" }));
  expect(
    await screen.findByText("Dry run of 8 rows, read as Windows-1252: 5 to create, 0 to update, 0 unchanged, 2 invalid, 1 held back."),
  ).toBeInTheDocument();
  expect(within(screen.getByRole("table", { name: /Valid rows held back/ })).getByRole("row", { name: /8/ })).toHaveTextContent(
    "mixed-three",
  );
  expect(screen.getByRole("button", { name: "Import" })).toBeDisabled();

  await user.click(screen.getByRole("button", { name: "Import the valid rows only" }));
  expect(await screen.findByText("Done: 5 of 8 rows imported, 3 not imported.")).toBeInTheDocument();
  expect(within(screen.getByRole("table", { name: "Invalid rows, not imported" })).getAllByRole("row")).toHaveLength(3);
  expect(within(screen.getByRole("table", { name: "Valid rows held back, not imported" })).getAllByRole("row")).toHaveLength(2);
});
