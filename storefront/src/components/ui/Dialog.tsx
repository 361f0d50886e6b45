import { useEffect, useRef, type ReactNode } from "react";
import { createPortal } from "react-dom";
import styled, { css } from "styled-components";

type Placement = "right" | "left" | "center";

interface Props {
  open: boolean;
  onClose(): void;
  /** id of the element that names the dialog (its heading). */
  labelledBy: string;
  placement?: Placement;
  children: ReactNode;
}

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * A modal dialog (the cart and filter drawers, the mobile menu, the order modal): focus moves in
 * and is kept inside, Escape and the backdrop close it, focus returns to what opened it, and the
 * page behind does not scroll.
 */
export function Dialog({ open, onClose, labelledBy, placement = "center", children }: Props) {
  const panel = useRef<HTMLDivElement>(null);
  const close = useRef(onClose);
  close.current = onClose;

  useEffect(() => {
    if (!open) return;
    const opener = document.activeElement as HTMLElement | null;
    const overflow = document.body.style.overflow;
    document.body.style.overflow = "hidden";
    const first = panel.current?.querySelector<HTMLElement>(FOCUSABLE);
    (first ?? panel.current)?.focus();
    // On the document, not the panel: focus can fall out of the panel when the control that had it
    // disappears (a removed cart line), and Escape and Tab must still work then.
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === "Escape") {
        event.stopPropagation();
        close.current();
      } else if (event.key === "Tab" && panel.current) keepFocusInside(panel.current, event);
    };
    document.addEventListener("keydown", onKeyDown);
    return () => {
      document.removeEventListener("keydown", onKeyDown);
      document.body.style.overflow = overflow;
      opener?.focus?.();
    };
  }, [open]);

  if (!open) return null;

  return createPortal(
    <Backdrop onMouseDown={(e) => e.target === e.currentTarget && onClose()} $placement={placement}>
      <Panel ref={panel} role="dialog" aria-modal="true" aria-labelledby={labelledBy} tabIndex={-1} $placement={placement}>
        {children}
      </Panel>
    </Backdrop>,
    document.body,
  );
}

function keepFocusInside(panel: HTMLElement, event: KeyboardEvent) {
  const focusable = Array.from(panel.querySelectorAll<HTMLElement>(FOCUSABLE));
  if (focusable.length === 0) return;
  const first = focusable[0];
  const last = focusable[focusable.length - 1];
  const inside = panel.contains(document.activeElement);
  if (event.shiftKey && (!inside || document.activeElement === first)) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && (!inside || document.activeElement === last)) {
    event.preventDefault();
    first.focus();
  }
}

const Backdrop = styled.div<{ $placement: Placement }>`
  position: fixed;
  inset: 0;
  z-index: ${(p) => p.theme.z.modal};
  background: ${(p) => p.theme.colors.overlay};
  display: flex;
  justify-content: ${(p) => (p.$placement === "right" ? "flex-end" : p.$placement === "left" ? "flex-start" : "center")};
  align-items: ${(p) => (p.$placement === "center" ? "center" : "stretch")};
  padding: ${(p) => (p.$placement === "center" ? "1rem" : "0")};
`;

const Panel = styled.div<{ $placement: Placement }>`
  background: ${(p) => p.theme.colors.surface};
  box-shadow: ${(p) => p.theme.shadow};
  display: flex;
  flex-direction: column;
  overflow-y: auto;
  outline: none;
  ${(p) =>
    p.$placement === "center"
      ? css`
          width: min(640px, 100%);
          max-height: calc(100vh - 2rem);
          border-radius: ${p.theme.radius};
        `
      : css`
          width: min(400px, 92vw);
          height: 100%;
        `}
`;

/** The title row of a dialog, with its close button. */
export const DialogHeader = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 1rem;
  padding: 0.75rem 1rem;
  border-bottom: 1px solid ${(p) => p.theme.colors.line};
  h2 { margin: 0; font-size: 1.25rem; }
`;
