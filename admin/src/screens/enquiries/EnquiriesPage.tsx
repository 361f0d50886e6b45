import { useLocalPages } from "../../hooks/useLocalPages";
import { useState } from "react";
import { useQuery } from "@apollo/client/react";
import styled from "styled-components";
import { Field } from "../../components/form/Field";
import { Select } from "../../components/form/inputs";
import { ListState } from "../../components/ListState";
import { PageHeader } from "../../components/PageHeader";
import { StatusBadge } from "../../components/StatusBadge";
import { DataTable, Toolbar } from "../../components/Table";
import { AdminEnquiriesDocument, NewsletterSubscribersDocument, type EnquiryKind } from "../../gql/graphql";
import { formatIndiaDate, formatIndiaDateTime } from "@shop/words/india-time";

const Section = styled.section`
  margin-bottom: 2.5rem;
  h2 { margin: 0 0 0.75rem; }
  td.message { min-width: 16rem; white-space: pre-wrap; }
`;

/** What visitors sent: contact and bulk-order enquiries, and newsletter subscribers. */
export function EnquiriesPage() {
  return (
    <>
      <PageHeader title="Enquiries" />
      <ContactEnquiries />
      <NewsletterSubscribers />
    </>
  );
}

function ContactEnquiries() {
  const [kind, setKind] = useState<EnquiryKind | "">("");
  const { paging, pager, firstPage } = useLocalPages();
  const list = useQuery(AdminEnquiriesDocument, {
    variables: { kind: kind || null, ...paging },
    fetchPolicy: "cache-and-network",
  });
  const { data, previousData, loading } = list;
  const enquiries = (data ?? previousData)?.enquiries;

  return (
    <Section aria-labelledby="enquiries-heading">
      <h2 id="enquiries-heading">Contact enquiries</h2>
      <Toolbar>
        <Field label="Kind">
          <Select
            value={kind}
            onChange={(event) => {
              setKind(event.target.value as EnquiryKind | "");
              firstPage();
            }}
          >
            <option value="">All enquiries</option>
            <option value="CONTACT">Contact</option>
            <option value="BULK_ORDER">Bulk order</option>
          </Select>
        </Field>
      </Toolbar>
      <ListState
        items={enquiries?.nodes}
        query={list}
        failure="Failed to fetch enquiries"
        loadingLabel="Loading enquiries…"
        empty="No enquiries yet."
        pages={{ of: enquiries, pager }}
      >
        {(items) => (
          <DataTable columns={["Received", "Kind", "Name", "Email", "Phone", "Quantity", "Message"]} busy={loading}>
            {items.map((enquiry) => (
              <tr key={enquiry.id}>
                <td>{formatIndiaDateTime(enquiry.createdAt)}</td>
                <td>
                  <StatusBadge color={enquiry.kind === "BULK_ORDER" ? "blue" : "gray"}>
                    {enquiry.kind === "BULK_ORDER" ? "Bulk order" : "Contact"}
                  </StatusBadge>
                </td>
                <td>{enquiry.name}</td>
                <td>
                  <a href={`mailto:${enquiry.email}`}>{enquiry.email}</a>
                </td>
                <td className="nowrap">
                  <a href={`tel:${enquiry.phone}`}>{enquiry.phone}</a>
                </td>
                <td>{enquiry.quantity ?? "—"}</td>
                <td className="message">{enquiry.message}</td>
              </tr>
            ))}
          </DataTable>
        )}
      </ListState>
    </Section>
  );
}

function NewsletterSubscribers() {
  const { paging, pager } = useLocalPages();
  const list = useQuery(NewsletterSubscribersDocument, {
    variables: paging,
    fetchPolicy: "cache-and-network",
  });
  const { data, previousData, loading } = list;
  const subscribers = (data ?? previousData)?.newsletterSubscribers;

  return (
    <Section aria-labelledby="subscribers-heading">
      <h2 id="subscribers-heading">Newsletter subscribers{subscribers ? ` (${subscribers.totalCount})` : ""}</h2>
      <ListState
        items={subscribers?.nodes}
        query={list}
        failure="Failed to fetch newsletter subscribers"
        loadingLabel="Loading subscribers…"
        empty="No subscribers yet."
        pages={{ of: subscribers, pager }}
      >
        {(items) => (
          <DataTable columns={["Email", "Subscribed"]} busy={loading}>
            {items.map((subscriber) => (
              <tr key={subscriber.id}>
                <td>
                  <a href={`mailto:${subscriber.email}`}>{subscriber.email}</a>
                </td>
                <td>{formatIndiaDate(subscriber.createdAt)}</td>
              </tr>
            ))}
          </DataTable>
        )}
      </ListState>
    </Section>
  );
}
