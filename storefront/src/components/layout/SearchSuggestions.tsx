import { useEffect, useMemo, useState } from "react";
import { useQuery } from "@apollo/client/react";
import styled from "styled-components";
import { SearchSuggestionsDocument } from "../../gql/graphql";
import { theme } from "../../styles/theme";

export interface Suggestion {
  key: string;
  kind: "Category" | "Product" | "Search";
  label: string;
  detail?: string;
  href: string;
}

/** Asked for once the shopper pauses, not on every key. */
const PAUSE_MS = 200;
/** The API suggests nothing for fewer letters (MIN_SUGGESTION_LETTERS). */
const MIN_LETTERS = 2;

/**
 * The search box's popup: a listbox of suggested categories and products, and a last option that
 * searches all products for the text. The box owns the keyboard; this reports its options to it.
 */
export default function SearchSuggestions({
  text,
  listId,
  active,
  onOptions,
  onPick,
}: {
  text: string;
  listId: string;
  active: number;
  onOptions(options: readonly Suggestion[]): void;
  onPick(href: string): void;
}) {
  const wanted = text.trim();
  const [asked, setAsked] = useState(wanted);
  useEffect(() => {
    const later = setTimeout(() => setAsked(wanted), PAUSE_MS);
    return () => clearTimeout(later);
  }, [wanted]);
  const { data, previousData } = useQuery(SearchSuggestionsDocument, { variables: { text: asked }, skip: asked.length < MIN_LETTERS });
  const found = (data ?? previousData)?.searchSuggestions;

  const options = useMemo<Suggestion[]>(() => {
    if (wanted.length < MIN_LETTERS || !found) return [];
    return [
      ...found.categories.map((c) => ({ key: `c-${c.id}`, kind: "Category" as const, label: c.name, href: `/collections/${c.slug}` })),
      ...found.products.map((p) => ({
        key: `p-${p.id}`,
        kind: "Product" as const,
        label: p.name,
        detail: p.unitPrice.formatted,
        href: `/product/${p.slug}`,
      })),
      {
        key: "search",
        kind: "Search" as const,
        label: `Search for "${wanted}"`,
        href: `/collections/all?search=${encodeURIComponent(wanted)}`,
      },
    ];
  }, [found, wanted]);
  useEffect(() => onOptions(options), [options, onOptions]);
  useEffect(() => () => onOptions([]), [onOptions]);

  const matches = options.length - 1;
  return (
    <>
      <p className="visually-hidden" role="status" aria-live="polite">
        {options.length > 0 ? `${matches} ${matches === 1 ? "suggestion" : "suggestions"}` : ""}
      </p>
      {options.length > 0 && (
        <List id={listId} role="listbox" aria-label="Search suggestions">
          {options.map((option, i) => (
            // eslint-disable-next-line jsx-a11y/click-events-have-key-events -- keys stay on the search input (arrows, Enter, aria-activedescendant), as the combobox pattern wants
            <li
              key={option.key}
              id={`${listId}-${i}`}
              role="option"
              aria-selected={i === active}
              // Before the input's blur closes the list.
              onMouseDown={(e) => e.preventDefault()}
              onClick={() => onPick(option.href)}
            >
              <span className="kind">{option.kind === "Search" ? "All products" : option.kind}</span>
              <span className="label">{option.label}</span>
              {option.detail && <span className="detail">{option.detail}</span>}
            </li>
          ))}
        </List>
      )}
    </>
  );
}

const List = styled.ul`
  position: absolute;
  z-index: ${theme.z.header + 1};
  top: calc(100% + 6px);
  left: 0;
  right: 0;
  min-width: min(320px, calc(100vw - 2rem));
  max-height: 70vh;
  overflow-y: auto;
  margin: 0;
  padding: 0.35rem 0;
  list-style: none;
  background: #fff;
  border: 1px solid ${theme.colors.line};
  border-radius: ${theme.radius};
  box-shadow: ${theme.shadow};
  li {
    display: grid;
    grid-template-columns: auto 1fr auto;
    align-items: baseline;
    gap: 0.6rem;
    padding: 0.6rem 0.9rem;
    cursor: pointer;
    min-height: 44px;
  }
  li[aria-selected="true"], li:hover { background: ${theme.colors.subtle}; }
  li[aria-selected="true"] { outline: 2px solid ${theme.colors.focus}; outline-offset: -2px; }
  .kind { font-size: 0.75rem; text-transform: uppercase; letter-spacing: 0.05em; color: ${theme.colors.muted}; }
  .label { overflow-wrap: anywhere; }
  .detail { font-size: 0.875rem; color: ${theme.colors.muted}; white-space: nowrap; }
`;
