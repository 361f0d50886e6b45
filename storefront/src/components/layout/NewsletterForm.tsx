import { useId, useState, type FormEvent } from "react";
import { useMutation } from "@apollo/client/react";
import styled from "styled-components";
import { Form as HydratedForm } from "../ui/Form";
import { SubscribeToNewsletterDocument } from "../../gql/graphql";
import { attempt } from "@shop/client/call-result";
import { emailRules, validate } from "../../lib/validation";
import { Button } from "../ui/Button";

/** The footer's newsletter sign-up (the 10% first-order offer is a text claim only). */
export function NewsletterForm() {
  const id = useId();
  const [email, setEmail] = useState("");
  const [outcome, setOutcome] = useState<{ ok: boolean; text: string } | null>(null);
  const [subscribe, { loading }] = useMutation(SubscribeToNewsletterDocument);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const problem = validate({ email }, emailRules).email;
    if (problem) return setOutcome({ ok: false, text: problem });
    const result = await attempt(
      () => subscribe({ variables: { email: email.trim() } }),
      "Failed to subscribe. Please try again.",
      (d) => d.subscribeToNewsletter.message,
    );
    setOutcome(result.ok ? { ok: true, text: result.data } : { ok: false, text: result.error.message });
    if (result.ok) setEmail("");
  };

  return (
    <Form onSubmit={submit} noValidate aria-label="Newsletter">
      <label htmlFor={id} className="visually-hidden">
        Email address
      </label>
      <input
        id={id}
        type="email"
        autoComplete="email"
        placeholder="Your email address"
        value={email}
        onChange={(e) => setEmail(e.target.value)}
        aria-invalid={outcome?.ok === false}
        aria-describedby={outcome ? `${id}-outcome` : undefined}
      />
      <Button type="submit" $variant="secondary" disabled={loading} aria-busy={loading}>
        {loading ? "Subscribing..." : "Subscribe"}
      </Button>
      {outcome && (
        <p id={`${id}-outcome`} role={outcome.ok ? "status" : "alert"} className={outcome.ok ? "ok" : "bad"}>
          {outcome.text}
        </p>
      )}
    </Form>
  );
}

const Form = styled(HydratedForm)`
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem;
  input { flex: 1 1 180px; min-height: 44px; padding: 0.5rem 0.75rem; border-radius: 6px; border: 1px solid #a8a29e; }
  p { flex-basis: 100%; margin: 0.25rem 0 0; }
  .ok { color: #bbf7d0; }
  .bad { color: #fecaca; }
`;
