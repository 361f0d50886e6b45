import { useState, type FormEvent } from "react";
import { useQuery } from "@apollo/client/react";
import styled from "styled-components";
import { Button } from "../../components/Button";
import { Field } from "../../components/form/Field";
import { FieldError, Input } from "../../components/form/inputs";
import { ListState } from "../../components/ListState";
import { PageHeader } from "../../components/PageHeader";
import { DataTable } from "../../components/Table";
import { useLocalPages } from "../../hooks/useLocalPages";
import { downloadWithSession } from "../../lib/download";
import { AuditLogDocument, type AuditFilter, type AuditLogQuery } from "../../gql/graphql";
import { formatIndiaDateTime } from "@shop/words/india-time";

type Entry = AuditLogQuery["auditEntries"]["nodes"][number];

const Filters = styled.form`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: 0.75rem;
  margin-bottom: 1rem;
  > div { width: min(14rem, 100%); }
`;

const Changes = styled.dl`
  margin: 0;
  display: grid;
  grid-template-columns: auto 1fr;
  gap: 0.15rem 0.5rem;
  font-size: 0.85rem;
  dt { font-weight: 600; }
  dd { margin: 0; overflow-wrap: anywhere; }
  del { color: ${({ theme }) => theme.colors.danger}; }
  ins { color: ${({ theme }) => theme.colors.success}; text-decoration: none; }
`;

/** What an entry's action means to a shop owner. */
const ACTION: Record<Entry["action"], string> = {
  INSERT: "Created",
  UPDATE: "Changed",
  DELETE: "Deleted",
  SIGN_IN: "Signed in",
  SIGN_IN_FAILED: "Failed sign-in",
  EXPORT: "Exported",
};

const EMPTY_FILTER = { actor: "", entityType: "", entityId: "", from: "", to: "" };
type FilterForm = typeof EMPTY_FILTER;

/** The filter as the API takes it: blank fields left out. */
const filterOf = (form: FilterForm): AuditFilter => Object.fromEntries(Object.entries(form).filter(([, value]) => value.trim() !== ""));

/** A before/after of each field the entry records: a field only before was removed, only after was added. */
function ChangeList({ entry }: { entry: Entry }) {
  if (entry.changes.length === 0) return <>—</>;
  return (
    <Changes aria-label={`Changes of ${entry.entityType} ${entry.entityId ?? ""}`.trim()}>
      {entry.changes.map((change) => (
        <div key={change.field} style={{ display: "contents" }}>
          <dt>{change.field}</dt>
          <dd>
            {change.before !== null && <del aria-label="before">{change.before}</del>}
            {change.before !== null && change.after !== null && " → "}
            {change.after !== null && <ins aria-label="after">{change.after}</ins>}
          </dd>
        </div>
      ))}
    </Changes>
  );
}

/**
 * The audit log: who did what to which record, when and from where, newest first, filtered by
 * person, record and days, and downloadable as CSV (the download is itself logged).
 */
export function AuditLogPage() {
  const [form, setForm] = useState<FilterForm>(EMPTY_FILTER);
  const [filter, setFilter] = useState<AuditFilter>({});
  const { paging, pager, firstPage } = useLocalPages();
  const list = useQuery(AuditLogDocument, { variables: { filter, ...paging }, fetchPolicy: "cache-and-network" });
  const [problem, setProblem] = useState<string | null>(null);
  const [downloading, setDownloading] = useState(false);

  const set = (name: keyof FilterForm) => (e: { target: { value: string } }) => setForm((f) => ({ ...f, [name]: e.target.value }));

  const apply = (event: FormEvent) => {
    event.preventDefault();
    firstPage();
    setFilter(filterOf(form));
  };

  const download = async () => {
    setDownloading(true);
    try {
      await downloadWithSession(
        `/api/admin/audit-log.csv?${new URLSearchParams(filterOf(form) as Record<string, string>)}`,
        "audit-log.csv",
      );
      setProblem(null);
    } catch (err) {
      setProblem(err instanceof Error ? err.message : "The download failed");
    } finally {
      setDownloading(false);
    }
  };

  return (
    <>
      <PageHeader title="Audit log" />
      <Filters aria-label="Filter the audit log" onSubmit={apply}>
        <Field label="Person (email or id)">
          <Input value={form.actor} onChange={set("actor")} />
        </Field>
        <Field label="Record type">
          <Input value={form.entityType} onChange={set("entityType")} placeholder="products" />
        </Field>
        <Field label="Record id">
          <Input value={form.entityId} onChange={set("entityId")} />
        </Field>
        <Field label="From">
          <Input type="date" value={form.from} onChange={set("from")} />
        </Field>
        <Field label="To">
          <Input type="date" value={form.to} onChange={set("to")} />
        </Field>
        <Button type="submit">Show</Button>
        <Button type="button" $variant="secondary" disabled={downloading} onClick={() => void download()}>
          {downloading ? "Downloading…" : "Download CSV"}
        </Button>
      </Filters>
      {problem && <FieldError role="alert">{problem}</FieldError>}
      <ListState
        items={list.data?.auditEntries.nodes}
        pages={{ of: list.data?.auditEntries, pager }}
        query={list}
        failure="Failed to fetch the audit log"
        loadingLabel="Loading the audit log…"
        empty="No entries match."
      >
        {(items) => (
          <DataTable caption="Audit log" columns={["When", "Who", "Address", "Operation", "Record", "Changes"]} busy={list.loading}>
            {items.map((entry) => (
              <tr key={entry.id}>
                <td className="nowrap">{formatIndiaDateTime(entry.at)}</td>
                <td>{entry.actorEmail ?? entry.actorId ?? "—"}</td>
                <td>{entry.address ?? "—"}</td>
                <td>
                  {ACTION[entry.action]}
                  <br />
                  <code>{entry.operation}</code>
                </td>
                <td>
                  {entry.entityType}
                  {entry.entityId && (
                    <>
                      <br />
                      <code>{entry.entityId}</code>
                    </>
                  )}
                </td>
                <td>
                  <ChangeList entry={entry} />
                </td>
              </tr>
            ))}
          </DataTable>
        )}
      </ListState>
    </>
  );
}
