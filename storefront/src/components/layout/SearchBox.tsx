import { useEffect, useId, useState, type FormEvent } from "react";
import { useLocation, useNavigate, useSearchParams } from "react-router-dom";
import styled from "styled-components";
import { SearchIcon } from "../ui/Icons";

/** Searches all products: /collections/all?search=... (keeps the current search in the box). */
export function SearchBox({ onSearch }: { onSearch?: () => void }) {
  const id = useId();
  const navigate = useNavigate();
  const location = useLocation();
  const [params] = useSearchParams();
  const current = location.pathname === "/collections/all" ? (params.get("search") ?? "") : "";
  const [text, setText] = useState(current);
  useEffect(() => setText(current), [current]);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // From the form itself: words typed before the app took the page over are there, not in `text`.
    const search = String(new FormData(event.currentTarget).get("search") ?? "").trim();
    navigate(search ? `/collections/all?search=${encodeURIComponent(search)}` : "/collections/all");
    onSearch?.();
  };

  return (
    // Without JavaScript (or before it runs) the form itself asks for the same search page.
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
        onChange={(e) => setText(e.target.value)}
        autoComplete="off"
      />
      <button type="submit" aria-label="Search">
        <SearchIcon />
      </button>
    </Form>
  );
}

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
