import { Link } from "react-router";
import type { AdminOrderQuery } from "../../gql/graphql";
import { formatIndiaDateTime } from "@shop/words/india-time";
import { formatRupees } from "@shop/words/money";

type Order = NonNullable<AdminOrderQuery["order"]>;

/** The order's tax invoice (its GST and PDF) and credit notes; or why it has none. */
export function OrderTaxDocuments({ order }: { order: Pick<Order, "invoice" | "creditNotes"> }) {
  const { invoice, creditNotes } = order;
  return (
    <section aria-labelledby="order-tax">
      <h2 id="order-tax">Tax invoice</h2>
      {invoice ? (
        <dl>
          <dt>Number</dt>
          <dd>
            <a href={invoice.pdfUrl} download>
              {invoice.number} (PDF)
            </a>
          </dd>
          <dt>Issued</dt>
          <dd>{formatIndiaDateTime(invoice.issuedAt)}</dd>
          <dt>Taxable value</dt>
          <dd className="money">{formatRupees(invoice.amounts.taxable.paise)}</dd>
          {invoice.supplyType === "INTRA_STATE" ? (
            <>
              <dt>CGST</dt>
              <dd className="money">{formatRupees(invoice.amounts.cgst.paise)}</dd>
              <dt>SGST</dt>
              <dd className="money">{formatRupees(invoice.amounts.sgst.paise)}</dd>
            </>
          ) : (
            <>
              <dt>IGST</dt>
              <dd className="money">{formatRupees(invoice.amounts.igst.paise)}</dd>
            </>
          )}
          {creditNotes.map((note) => (
            <CreditNoteRow key={note.id} note={note} />
          ))}
        </dl>
      ) : (
        <p>
          No tax invoice: the seller's details were incomplete when this order was placed. Complete them in{" "}
          <Link to="/settings">Settings</Link>.
        </p>
      )}
    </section>
  );
}

function CreditNoteRow({ note }: { note: Order["creditNotes"][number] }) {
  return (
    <>
      <dt>Credit note</dt>
      <dd>
        <a href={note.pdfUrl} download>
          {note.number} (PDF)
        </a>
        : {formatRupees(note.amounts.charged.paise)}, {note.reason}
      </dd>
    </>
  );
}
