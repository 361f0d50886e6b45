import { useState } from "react";
import { useApolloClient, useMutation, useQuery } from "@apollo/client/react";
import { Button } from "../../components/Button";
import { PageHeader } from "../../components/PageHeader";
import { ErrorMessage } from "../../components/QueryState";
import { DataTable } from "../../components/Table";
import {
  CatalogCsvDocument,
  CatalogImportDocument,
  PreviewCatalogImportFileDocument,
  StartCatalogImportDocument,
  type CatalogImportFieldsFragment,
} from "../../gql/graphql";
import { attempt, type CallError } from "@shop/client/call-result";
import { readAsBase64 } from "../../lib/read-file";

/** How often a running import's progress is asked for. */
const PROGRESS_POLL_MS = 1000;

/**
 * /admin/products/csv: the catalogue out as CSV, and a CSV in: a dry run first (rows to create,
 * to update, unchanged, every invalid row with its number, and the valid rows held back with
 * them), then the import in the background with a progress bar. While any row is invalid only
 * "Import the valid rows only" starts it. The file goes up as its bytes: the API reads the
 * encoding (Excel on Windows does not save UTF-8), which the browser would guess wrong.
 */
export function CatalogCsvPage() {
  const client = useApolloClient();
  const [preview] = useMutation(PreviewCatalogImportFileDocument);
  const [start] = useMutation(StartCatalogImportDocument);
  const [checked, setChecked] = useState<CatalogImportFieldsFragment | null>(null);
  const [error, setError] = useState<CallError | null>(null);
  const [busy, setBusy] = useState(false);
  const running = checked && (checked.status === "QUEUED" || checked.status === "RUNNING");
  const progress = useQuery(CatalogImportDocument, {
    variables: { id: checked?.id ?? "" },
    skip: !running,
    pollInterval: PROGRESS_POLL_MS,
    fetchPolicy: "network-only",
  });
  const current = progress.data?.catalogImport ?? checked;

  const download = async () => {
    const result = await attempt(
      () => client.query({ query: CatalogCsvDocument, fetchPolicy: "network-only" }),
      "Failed to export the catalogue",
    );
    if (!result.ok) return setError(result.error);
    const url = URL.createObjectURL(new Blob([result.data.catalogCsv], { type: "text/csv" }));
    const link = Object.assign(document.createElement("a"), { href: url, download: "bagzone-catalogue.csv" });
    link.click();
    URL.revokeObjectURL(url);
  };

  const check = async (file: File) => {
    setError(null);
    setBusy(true);
    const result = await attempt(async () => preview({ variables: { base64: await readAsBase64(file) } }), "Failed to read the file");
    setBusy(false);
    if (result.ok) setChecked(result.data.previewCatalogImportFile);
    else setError(result.error);
  };

  const run = async (onlyValidRows: boolean) => {
    if (!checked) return;
    const result = await attempt(() => start({ variables: { id: checked.id, onlyValidRows } }), "Failed to start the import");
    if (result.ok) setChecked(result.data.startCatalogImport);
    else setError(result.error);
  };

  return (
    <>
      <PageHeader title="Catalogue CSV" />
      {error && <ErrorMessage error={error} />}
      <section aria-labelledby="export-title">
        <h2 id="export-title">Export</h2>
        <p>One row per variant, in the columns of a Shopify product export.</p>
        <Button type="button" onClick={() => void download()}>
          Export catalogue
        </Button>
      </section>
      <section aria-labelledby="import-title">
        <h2 id="import-title">Import</h2>
        <p>Products are matched by Handle and variants by Variant SKU. The file is checked first; nothing changes until you import it.</p>
        <label>
          CSV file{" "}
          <input
            type="file"
            accept=".csv,text/csv"
            disabled={busy || Boolean(running)}
            onChange={(e) => e.target.files?.[0] && void check(e.target.files[0])}
          />
        </label>
        {busy && <p role="status">Checking the file…</p>}
        {current && <ImportReport report={current} onStart={run} />}
      </section>
    </>
  );
}

function ImportReport({ report, onStart }: { report: CatalogImportFieldsFragment; onStart(onlyValidRows: boolean): void }) {
  const invalid = report.rowsInvalid;
  const heldBack = report.heldBackRows.length;
  if (report.status !== "DRY_RUN") {
    const notImported = new Set([...report.invalidRows, ...report.heldBackRows, ...report.failedRows].map((p) => p.row)).size;
    return (
      <div>
        <label>
          Import progress{" "}
          <progress max={report.totalRows} value={report.processedRows}>
            {report.processedRows} of {report.totalRows}
          </progress>
        </label>
        <p role="status">
          {report.status === "DONE"
            ? `Done: ${report.totalRows - notImported} of ${report.totalRows} rows imported, ${notImported} not imported.`
            : `${report.processedRows} of ${report.totalRows} rows processed…`}
        </p>
        {report.invalidRows.length > 0 && <Problems caption="Invalid rows, not imported" problems={report.invalidRows} />}
        {heldBack > 0 && <Problems caption="Valid rows held back, not imported" problems={report.heldBackRows} />}
        {report.failedRows.length > 0 && <Problems caption="Rows the catalogue refused" problems={report.failedRows} />}
      </div>
    );
  }
  return (
    <div>
      <p role="status">
        Dry run of {report.totalRows} rows, read as {report.encoding}: {report.rowsToCreate} to create, {report.rowsToUpdate} to update,{" "}
        {report.rowsUnchanged} unchanged, {invalid} invalid, {heldBack} held back.
      </p>
      {invalid > 0 && <Problems caption="Invalid rows" problems={report.invalidRows} />}
      {heldBack > 0 && (
        <Problems caption="Valid rows held back: a product is imported whole, so fix its invalid rows" problems={report.heldBackRows} />
      )}
      <Button type="button" disabled={invalid > 0} onClick={() => onStart(false)}>
        Import
      </Button>{" "}
      {invalid > 0 && (
        <Button type="button" $variant="secondary" onClick={() => onStart(true)}>
          Import the valid rows only
        </Button>
      )}
    </div>
  );
}

function Problems({ caption, problems }: { caption: string; problems: { row: number; message: string }[] }) {
  return (
    <DataTable caption={caption} columns={["Row", "Problem"]}>
      {problems.map((p, i) => (
        <tr key={`${p.row}-${i}`}>
          <td>{p.row}</td>
          <td>{p.message}</td>
        </tr>
      ))}
    </DataTable>
  );
}
