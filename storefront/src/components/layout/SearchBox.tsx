import { lazy, Suspense, useEffect, useId, useState, type FormEvent, type KeyboardEvent } from "react";
import { useLocation, useNavigate, useSearchParams } from "react-router-dom";
import styled from "styled-components";
import { SearchIcon } from "../ui/Icons";
import type { Suggestion } from "./SearchSuggestions";

// The list and its query load when the shopper first types: most first visits never search.
const SearchSuggestions = lazy(() => import("./SearchSuggestions"));

/**
 * Searches all products: /collections/all?search=... (keeps the current search in the box). As the
 * shopper types it is a combobox (WAI-ARIA's pattern with a listbox popup): arrow keys move through
 * the suggested categories and products, Enter opens the one chosen, Escape closes the list.
 */
export function SearchBox({ onSearch }: { onSearch?: () => void }) {
  const id = useId();
  const listId = `${id}-suggestions`;
  const navigate = useNavigate();
  const location = useLocation();
  const [params] = useSearchParams();
  const current = location.pathname === "/collections/all" ? (params.get("search") ?? "") : "";
  const [text, setText] = useState(current);
  const [open, setOpen] = useState(false);
  const [options, setOptions] = useState<readonly Suggestion[]>([]);
  const [active, setActive] = useState(-1);
  useEffect(() => setText(current), [current]);
  // A new answer for the same suggestions (the text grew by a letter) keeps the one highlighted.
  const optionKeys = options.map((o) => o.key).join(" ");
  useEffect(() => setActive(-1), [optionKeys]);

  const close = () => {
    setOpen(false);
    setActive(-1);
  };
  const go = (href: string) => {
    close();
    void navigate(href);
    onSearch?.();
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // From the form itself: words typed before the app took the page over are there, not in `text`.
    const typed = new FormData(event.currentTarget).get("search");
    const search = (typeof typed === "string" ? typed : "").trim();
    go(search ? `/collections/all?search=${encodeURIComponent(search)}` : "/collections/all");
  };

  const expanded = open && options.length > 0;
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === "ArrowDown" || event.key === "ArrowUp") {
      event.preventDefault();
      setOpen(true);
      const step = event.key === "ArrowDown" ? 1 : -1;
      // From the input, down goes to the first option and up to the last; past either end, back to the input.
      setActive((i) => (options.length === 0 ? -1 : i + step < -1 ? options.length - 1 : i + step >= options.length ? -1 : i + step));
    } else if (event.key === "Enter" && expanded && active >= 0) {
      event.preventDefault();
      go(options[active].href);
    } else if (event.key === "Escape") {
      if (expanded) close();
      else setText("");
    }
  };

  return (
    <Combo>
      {/* Without JavaScript (or before it runs) the form itself asks for the same search page. */}
      <Form role="search" action="/collections/all" onSubmit={submit}>
        <label htmlFor={id} className="visually-hidden">
          Search products
        </label>
        <input
          id={id}
          type="search"
          name="search"
          placeholder="Search bags, wallets..."
          value={text}
          onChange={(e) => {
            setText(e.target.value);
            setOpen(true);
          }}
          onKeyDown={onKeyDown}
          onBlur={close}
          autoComplete="off"
          role="combobox"
          aria-autocomplete="list"
          aria-expanded={expanded}
          // The list exists only while it is open (and its code only once the shopper types).
          aria-controls={expanded ? listId : undefined}
          aria-activedescendant={expanded && active >= 0 ? `${listId}-${active}` : undefined}
        />
        <button type="submit" aria-label="Search">
          <SearchIcon />
        </button>
      </Form>
      {open && (
        <Suspense fallback={null}>
          <SearchSuggestions text={text} listId={listId} active={expanded ? active : -1} onOptions={setOptions} onPick={go} />
        </Suspense>
      )}
    </Combo>
  );
}

const Combo = styled.div`
  position: relative;
  width: 100%;
`;

const Form = styled.form`
  display: flex;
  align-items: stretch;
  width: 100%;
  border: 1px solid ${(p) => p.theme.colors.muted};
  border-radius: 999px;
  overflow: hidden;
  background: #fff;
  input {
    flex: 1;
    min-width: 0;
    border: none;
    padding: 0.5rem 1rem;
    min-height: 42px;
    background: transparent;
  }
  input:focus-visible { outline: none; }
  &:focus-within { outline: 3px solid ${(p) => p.theme.colors.focus}; outline-offset: 1px; }
  button {
    border: none;
    background: none;
    padding: 0 0.9rem;
    cursor: pointer;
    color: ${(p) => p.theme.colors.ink};
    display: flex;
    align-items: center;
  }
`;
