import { useQuery } from "@apollo/client/react";
import { useState } from "react";
import toast from "react-hot-toast";
import styled from "styled-components";
import { Button } from "../../components/Button";
import { Field } from "../../components/form/Field";
import { Input } from "../../components/form/inputs";
import { PageHeader } from "../../components/PageHeader";
import { ErrorMessage, Loading } from "../../components/QueryState";
import { DataTable } from "../../components/Table";
import { GstReportDocument, type TaxAmountsFieldsFragment } from "../../gql/graphql";
import { toCallError } from "@shop/client/call-result";
import { indiaDateOf } from "@shop/words/india-time";
import { downloadWithSession } from "../../lib/download";
import { formatRupees } from "@shop/words/money";

const Toolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: 1rem;
  margin-bottom: 1.5rem;
  > div { max-width: 14rem; }
`;

const AMOUNT_COLUMNS = ["Taxable value", "CGST", "SGST", "IGST", "Total"];

function AmountCells({ amounts }: { amounts: TaxAmountsFieldsFragment }) {
  return (
    <>
      {[amounts.taxable, amounts.cgst, amounts.sgst, amounts.igst, amounts.charged].map((m, i) => (
        <td key={i} className="nowrap">
          {formatRupees(m.paise)}
        </td>
      ))}
    </>
  );
}

/**
 * /admin/gst: a month's GST (invoices less credit notes issued in it) by rate, by place of supply
 * and by HSN, with the CSVs of GSTR-1's B2C (small) and HSN-summary sections.
 */
export function GstReportPage() {
  const [month, setMonth] = useState(() => indiaDateOf(new Date()).slice(0, 7));
  const query = useQuery(GstReportDocument, { variables: { month }, skip: !/^\d{4}-\d{2}$/.test(month), fetchPolicy: "cache-and-network" });
  const report = query.data?.gstReport;

  const download = async (path: string, section: string) => {
    try {
      await downloadWithSession(path, `gstr1-${section}-${month}.csv`);
    } catch (err) {
      toast.error(err instanceof Error ? err.message : "The download failed");
    }
  };

  return (
    <>
      <PageHeader title="GST report" />
      <Toolbar>
        <Field label="Month">
          <Input type="month" value={month} onChange={(e) => setMonth(e.target.value)} />
        </Field>
        {report && (
          <>
            <Button type="button" $variant="secondary" onClick={() => void download(report.b2csCsvPath, "b2cs")}>
              B2C (small) CSV
            </Button>
            <Button type="button" $variant="secondary" onClick={() => void download(report.hsnCsvPath, "hsn")}>
              HSN summary CSV
            </Button>
          </>
        )}
      </Toolbar>
      {query.error && (
        <ErrorMessage error={toCallError(query.error, "Failed to fetch the GST report")} onRetry={() => void query.refetch()} />
      )}
      {!report && query.loading && <Loading label="Loading the GST report…" />}
      {report && (
        <>
          <p>
            {report.invoiceCount} invoices and {report.creditNoteCount} credit notes issued in {report.month}. Credit notes gave back{" "}
            {formatRupees(report.creditNotes.charged.paise)}; the figures below are net of them.
          </p>
          <h2>Total</h2>
          <DataTable caption="Net GST of the month" columns={AMOUNT_COLUMNS}>
            <tr>
              <AmountCells amounts={report.net} />
            </tr>
          </DataTable>
          <h2>By rate</h2>
          <DataTable caption="GST by rate" columns={["Rate", ...AMOUNT_COLUMNS]}>
            {report.byRate.map((r) => (
              <tr key={r.rate}>
                <td>{r.rate}%</td>
                <AmountCells amounts={r.amounts} />
              </tr>
            ))}
          </DataTable>
          <h2>By place of supply and rate (B2C small)</h2>
          <DataTable caption="GST by place of supply and rate" columns={["Place of supply", "Rate", ...AMOUNT_COLUMNS]}>
            {report.byStateAndRate.map((r) => (
              <tr key={`${r.placeOfSupply}-${r.rate}`}>
                <td>
                  {r.placeOfSupplyCode ? `${r.placeOfSupplyCode}-` : ""}
                  {r.placeOfSupply}
                </td>
                <td>{r.rate}%</td>
                <AmountCells amounts={r.amounts} />
              </tr>
            ))}
          </DataTable>
          <h2>HSN summary</h2>
          <DataTable caption="HSN summary" columns={["HSN/SAC", "Rate", "Quantity", ...AMOUNT_COLUMNS]}>
            {report.hsnSummary.map((r) => (
              <tr key={`${r.hsn}-${r.rate}`}>
                <td>{r.hsn}</td>
                <td>{r.rate}%</td>
                <td>{r.quantity}</td>
                <AmountCells amounts={r.amounts} />
              </tr>
            ))}
          </DataTable>
        </>
      )}
    </>
  );
}
