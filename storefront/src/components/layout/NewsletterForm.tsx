import { useId, useState, type FormEvent } from "react";
import styled from "styled-components";
import { Button } from "../ui/Button";

/** Newsletter sign-up (the subscribe call arrives with the commerce API). */
export function NewsletterForm() {
  const id = useId();
  const [email, setEmail] = useState("");
  const submit = (event: FormEvent) => {
    event.preventDefault();
  };
  return (
    <Form onSubmit={submit}>
      <label htmlFor={id} className="visually-hidden">
        Email address
      </label>
      <input id={id} type="email" placeholder="Your email address" value={email} onChange={(e) => setEmail(e.target.value)} />
      <Button type="submit" $variant="secondary">
        Subscribe
      </Button>
    </Form>
  );
}

const Form = styled.form`
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem;
  input { flex: 1 1 180px; min-height: 44px; padding: 0.5rem 0.75rem; border-radius: 6px; border: 1px solid #a8a29e; }
`;
