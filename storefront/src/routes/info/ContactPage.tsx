import { useState } from "react";
import { useMutation } from "@apollo/client/react";
import styled from "styled-components";
import { Form } from "../../components/ui/Form";
import { Button } from "../../components/ui/Button";
import { Notice } from "../../components/ui/Status";
import { TextField } from "../../components/ui/TextField";
import { SendEnquiryDocument, type EnquiryKind } from "../../gql/graphql";
import { attempt } from "@shop/client/call-result";
import { SHOP } from "../../lib/shop-info";
import { useForm } from "../../lib/use-form";
import { enquiryRules } from "../../lib/validation";
import { fromTablet } from "../../styles/theme";
import { InfoArticle } from "./InfoArticle";
import { STOREFRONT_PAGES } from "@shop/words/storefront-pages";

const KINDS: { value: EnquiryKind; label: string }[] = [
  { value: "BULK_ORDER", label: "Bulk order (corporate gifts, events, resellers)" },
  { value: "CONTACT", label: "General question" },
];

export default function ContactPage() {
  return (
    <InfoArticle
      title={STOREFRONT_PAGES.contact.title}
      description="Call, chat or write to Bagzone, or send us a bulk-order enquiry for corporate gifts and events."
    >
      <Contacts>
        <li>
          Phone: <a href={SHOP.phoneHref}>{SHOP.phone}</a> (Monday to Saturday, 10 am to 7 pm)
        </li>
        <li>
          Chat:{" "}
          <a href={SHOP.chatHref} target="_blank" rel="noreferrer noopener">
            WhatsApp
          </a>
        </li>
        <li>
          Email: <a href={`mailto:${SHOP.email}`}>{SHOP.email}</a>
        </li>
      </Contacts>
      <h2>Bulk-order enquiry</h2>
      <p>Buying for a team, an event or a shop? Tell us what you need and we will send you a quote.</p>
      <EnquiryForm />
    </InfoArticle>
  );
}

function EnquiryForm() {
  const [kind, setKind] = useState<EnquiryKind>("BULK_ORDER");
  const [sendEnquiry, { loading }] = useMutation(SendEnquiryDocument);
  const [outcome, setOutcome] = useState<{ ok: boolean; text: string } | null>(null);
  const form = useForm({ name: "", email: "", phone: "", quantity: "", message: "" }, enquiryRules, { idPrefix: "enquiry" });

  const submit = form.onSubmit(async ({ name, email, phone, quantity, message }) => {
    setOutcome(null);
    const input = {
      kind,
      name: name.trim(),
      email: email.trim(),
      phone: phone.trim(),
      message: message.trim(),
      quantity: kind === "BULK_ORDER" && quantity ? Number(quantity) : null,
    };
    const result = await attempt(
      () => sendEnquiry({ variables: { input } }),
      "Failed to send your enquiry. Please try again.",
      (d) => d.sendEnquiry.id,
    );
    if (!result.ok) {
      if (result.error.kind === "validation") form.setServerErrors(result.error.fields);
      setOutcome({ ok: false, text: result.error.message });
      return;
    }
    form.setValues({ name: "", email: "", phone: "", quantity: "", message: "" });
    setOutcome({ ok: true, text: "Thank you! We have your enquiry and will reply within 1-2 business days." });
  });

  return (
    <Form onSubmit={submit} noValidate aria-label="Bulk-order enquiry">
      {outcome && (
        <Notice $tone={outcome.ok ? "success" : "danger"} role={outcome.ok ? "status" : "alert"}>
          {outcome.text}
        </Notice>
      )}
      <Kinds>
        <legend>What is it about?</legend>
        {KINDS.map((k) => (
          <label key={k.value}>
            <input type="radio" name="enquiry-kind" value={k.value} checked={kind === k.value} onChange={() => setKind(k.value)} />{" "}
            {k.label}
          </label>
        ))}
      </Kinds>
      <Grid>
        <TextField label="Name" autoComplete="name" field={form.field("name")} error={form.errorOf("name")} />
        <TextField label="Email" type="email" autoComplete="email" field={form.field("email")} error={form.errorOf("email")} />
        <TextField
          label="Phone"
          type="tel"
          inputMode="numeric"
          autoComplete="tel-national"
          field={form.field("phone")}
          error={form.errorOf("phone")}
        />
        {kind === "BULK_ORDER" && (
          <TextField
            label="Quantity (units)"
            type="number"
            min={1}
            inputMode="numeric"
            field={form.field("quantity")}
            error={form.errorOf("quantity")}
          />
        )}
      </Grid>
      <TextField label="Message" multiline field={form.field("message")} error={form.errorOf("message")} />
      <Button type="submit" disabled={loading} aria-busy={loading}>
        {loading ? "Sending..." : "Send enquiry"}
      </Button>
    </Form>
  );
}

const Contacts = styled.ul`
  padding-left: 1.2rem;
`;

const Kinds = styled.fieldset`
  border: none;
  padding: 0;
  margin: 0 0 1rem;
  legend { font-weight: 600; margin-bottom: 0.35rem; }
  label { display: flex; align-items: center; gap: 0.5rem; min-height: 40px; }
`;

const Grid = styled.div`
  display: grid;
  grid-template-columns: 1fr;
  column-gap: 1rem;
  ${fromTablet} { grid-template-columns: 1fr 1fr; }
`;
