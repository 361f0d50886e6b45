import { Link } from "react-router-dom";
import { useEffect, useId, useRef, useState } from "react";
import styled from "styled-components";
import type { Menu } from "../../lib/menus";
import { ChevronIcon } from "../ui/Icons";

/**
 * One header menu as a disclosure: a button that shows its collection links. Opens on click,
 * Enter or Space (and on hover with a mouse); Escape closes it and returns focus to the button;
 * leaving it with Tab or clicking elsewhere closes it.
 */
export function NavMenu({ menu }: { menu: Menu }) {
  const [open, setOpen] = useState(false);
  // A mouse opens the menu by hovering; its click on the button then must not close it again.
  const openedByHover = useRef(false);
  const id = useId();
  const root = useRef<HTMLLIElement>(null);
  const button = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    const closeOutside = (event: MouseEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener("mousedown", closeOutside);
    return () => document.removeEventListener("mousedown", closeOutside);
  }, [open]);

  return (
    <Item
      ref={root}
      onMouseEnter={() => {
        openedByHover.current = !open;
        setOpen(true);
      }}
      onMouseLeave={() => {
        openedByHover.current = false;
        setOpen(false);
      }}
      onBlur={(e) => !root.current?.contains(e.relatedTarget) && setOpen(false)}
      onKeyDown={(e) => {
        if (e.key === "Escape" && open) {
          setOpen(false);
          button.current?.focus();
        }
      }}
    >
      <button
        ref={button}
        type="button"
        aria-expanded={open}
        aria-controls={id}
        onClick={() => {
          if (openedByHover.current) openedByHover.current = false;
          else setOpen((o) => !o);
        }}
      >
        {menu.label} <ChevronIcon open={open} />
      </button>
      <ul id={id} hidden={!open}>
        {menu.links.map((link) => (
          <li key={link.to}>
            <Link to={link.to} onClick={() => setOpen(false)}>
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
    </Item>
  );
}

const Item = styled.li`
  position: relative;
  > button {
    display: flex;
    align-items: center;
    gap: 0.25rem;
    min-height: 44px;
    padding: 0 0.75rem;
    border: none;
    background: none;
    font-weight: 600;
    color: ${(p) => p.theme.colors.ink};
    cursor: pointer;
    white-space: nowrap;
  }
  > ul {
    position: absolute;
    top: 100%;
    left: 0;
    z-index: ${(p) => p.theme.z.header};
    min-width: 220px;
    list-style: none;
    margin: 0;
    padding: 0.5rem 0;
    background: ${(p) => p.theme.colors.surface};
    border: 1px solid ${(p) => p.theme.colors.line};
    border-radius: ${(p) => p.theme.radius};
    box-shadow: ${(p) => p.theme.shadow};
  }
  > ul[hidden] { display: none; }
  > ul a {
    display: block;
    padding: 0.55rem 1rem;
    text-decoration: none;
    &:hover { background: ${(p) => p.theme.colors.subtle}; }
  }
`;
