import { createContext, useCallback, useContext, useEffect, useRef, useState, type ReactNode } from "react";
import styled from "styled-components";
import { Button } from "./Button";

/**
 * Deletes ask first. An accessible modal (role alertdialog, focus moved in and kept
 * inside, Escape cancels, focus returns to the button that opened it) instead of window.confirm,
 * so it matches the app and is testable.
 */
interface ConfirmRequest {
  title: string;
  message: string;
  confirmLabel?: string;
}

type Confirm = (request: ConfirmRequest) => Promise<boolean>;

const ConfirmContext = createContext<Confirm | null>(null);

export function useConfirm(): Confirm {
  const confirm = useContext(ConfirmContext);
  if (!confirm) throw new Error("useConfirm outside ConfirmProvider");
  return confirm;
}

interface Pending extends ConfirmRequest {
  resolve(answer: boolean): void;
}

export function ConfirmProvider({ children }: { children: ReactNode }) {
  const [pending, setPending] = useState<Pending | null>(null);

  const confirm = useCallback<Confirm>((request) => new Promise<boolean>((resolve) => setPending({ ...request, resolve })), []);

  const answer = (value: boolean) => {
    pending?.resolve(value);
    setPending(null);
  };

  return (
    <ConfirmContext.Provider value={confirm}>
      {children}
      {pending && <ConfirmDialog request={pending} onAnswer={answer} />}
    </ConfirmContext.Provider>
  );
}

const Backdrop = styled.div`
  position: fixed;
  inset: 0;
  z-index: 100;
  display: grid;
  place-items: center;
  padding: 1rem;
  background: rgba(15, 23, 42, 0.55);
`;

const Panel = styled.div`
  width: min(28rem, 100%);
  padding: 1.5rem;
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: 0 10px 30px rgba(15, 23, 42, 0.3);
  h2 { margin: 0 0 0.5rem; font-size: 1.25rem; }
  p { margin: 0 0 1.25rem; }
`;

const Actions = styled.div`
  display: flex;
  justify-content: flex-end;
  gap: 0.75rem;
`;

function ConfirmDialog({ request, onAnswer }: { request: ConfirmRequest; onAnswer(value: boolean): void }) {
  const panel = useRef<HTMLDivElement>(null);
  const cancel = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    cancel.current?.focus();
    return () => opener?.focus();
  }, []);

  const onKeyDown = (event: React.KeyboardEvent) => {
    if (event.key === "Escape") {
      event.stopPropagation();
      onAnswer(false);
    }
    if (event.key === "Tab") keepFocusInside(event, panel.current);
  };

  return (
    <Backdrop onMouseDown={(event) => event.target === event.currentTarget && onAnswer(false)}>
      <Panel
        ref={panel}
        role="alertdialog"
        aria-modal="true"
        aria-labelledby="confirm-title"
        aria-describedby="confirm-message"
        onKeyDown={onKeyDown}
      >
        <h2 id="confirm-title">{request.title}</h2>
        <p id="confirm-message">{request.message}</p>
        <Actions>
          <Button ref={cancel} type="button" $variant="secondary" onClick={() => onAnswer(false)}>
            Cancel
          </Button>
          <Button type="button" $variant="danger" onClick={() => onAnswer(true)}>
            {request.confirmLabel ?? "Delete"}
          </Button>
        </Actions>
      </Panel>
    </Backdrop>
  );
}

function keepFocusInside(event: React.KeyboardEvent, container: HTMLElement | null) {
  const focusable = container?.querySelectorAll<HTMLElement>("button:not(:disabled)");
  if (!focusable || focusable.length === 0) return;
  const first = focusable[0];
  const last = focusable[focusable.length - 1];
  if (event.shiftKey && document.activeElement === first) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && document.activeElement === last) {
    event.preventDefault();
    first.focus();
  }
}
