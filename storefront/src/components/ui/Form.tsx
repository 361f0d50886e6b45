import type { FormHTMLAttributes } from "react";
import styled from "styled-components";
import { useHydrated } from "../../lib/server-html";

/**
 * A form that takes input once the app runs. On a server-rendered page the browser shows the
 * form before React has taken the page over; what a shopper typed or sent then would be lost
 * (React's state would not know it) or go out as a plain page request. So until hydration its
 * controls are disabled, by a fieldset that draws no box of its own.
 */
export function Form({ children, ...props }: FormHTMLAttributes<HTMLFormElement>) {
  const hydrated = useHydrated();
  return (
    <form {...props}>
      <Controls disabled={!hydrated}>{children}</Controls>
    </form>
  );
}

const Controls = styled.fieldset`
  display: contents;
`;
