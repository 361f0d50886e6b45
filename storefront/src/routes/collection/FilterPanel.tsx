import { useEffect, useId, useState, type FormEvent } from "react";
import styled from "styled-components";
import { useSwatchColor } from "../../components/product/useSwatchColor";
import { Button } from "../../components/ui/Button";
import { Form } from "../../components/ui/Form";
import { FieldError } from "../../components/ui/TextField";
import type { CollectionProductsQuery } from "../../gql/graphql";
import { withoutFilters, type CollectionQuery, type ListFilter } from "../../lib/collection-query";
import { formatRupees } from "@shop/words/money";
import { useHydrated } from "../../lib/server-html";
import { capitalize } from "../../lib/text";

type Facets = CollectionProductsQuery["products"]["facets"];

interface Props {
  query: CollectionQuery;
  facets: Facets | null;
  onChange(query: CollectionQuery): void;
}

/** Gender, price, colour, material and size filters, built from the API's facets of the list. */
export function FilterPanel({ query, facets, onChange }: Props) {
  const toggle = (key: ListFilter, value: string) => {
    const chosen = query[key];
    const next = chosen.includes(value) ? chosen.filter((v) => v !== value) : [...chosen, value];
    onChange({ ...query, [key]: next, pages: [] });
  };

  return (
    <Panel aria-label="Filters">
      <Choices legend="Gender" filter="gender" values={facets?.genders ?? []} chosen={query.gender} onToggle={toggle} />
      <PriceFilter query={query} onChange={onChange} range={facets?.price ?? null} />
      <Choices legend="Color" filter="color" values={facets?.colors ?? []} chosen={query.color} onToggle={toggle} swatches />
      <Choices legend="Material" filter="material" values={facets?.materials ?? []} chosen={query.material} onToggle={toggle} />
      <Choices legend="Size" filter="size" values={facets?.sizes ?? []} chosen={query.size} onToggle={toggle} />
      <Button type="button" $variant="secondary" $block onClick={() => onChange(withoutFilters(query))}>
        Clear Filters
      </Button>
    </Panel>
  );
}

interface ChoicesProps {
  legend: string;
  filter: ListFilter;
  values: readonly { value: string; count: number }[];
  chosen: readonly string[];
  onToggle(filter: ListFilter, value: string): void;
  swatches?: boolean;
}

/** Checkboxes for one facet; a chosen value stays listed even when nothing matches it any more. */
function Choices({ legend, filter, values, chosen, onToggle, swatches }: ChoicesProps) {
  const swatchColor = useSwatchColor();
  // Like a form's controls (see Form): a box ticked before the app runs would be lost.
  const hydrated = useHydrated();
  const offered = values.map((v) => v.value.toLowerCase());
  const options = [...values, ...chosen.filter((c) => !offered.includes(c.toLowerCase())).map((value) => ({ value, count: 0 }))];
  if (options.length === 0) return null;
  const isChosen = (value: string) => chosen.some((c) => c.toLowerCase() === value.toLowerCase());
  return (
    <fieldset disabled={!hydrated}>
      <legend>{legend}</legend>
      <ul>
        {options.map(({ value, count }) => (
          <li key={value}>
            <label>
              <input type="checkbox" checked={isChosen(value)} onChange={() => onToggle(filter, value)} />
              {swatches && <span className="swatch" style={{ background: swatchColor(value) }} aria-hidden="true" />}
              <span className="value">{capitalize(value)}</span> <span className="count">({count})</span>
            </label>
          </li>
        ))}
      </ul>
    </fieldset>
  );
}

type PriceRange = NonNullable<Facets["price"]>;

function PriceFilter({ query, onChange, range }: { query: CollectionQuery; onChange(q: CollectionQuery): void; range: PriceRange | null }) {
  const id = useId();
  // Unfiltered, the fields show the list's own cheapest and dearest prices (whole rupees that
  // include them): what they show is what the list holds, so nothing is filtered until changed.
  const shownMin = query.minPrice ?? (range ? Math.floor(range.min.paise / 100) : null);
  const shownMax = query.maxPrice ?? (range ? Math.ceil(range.max.paise / 100) : null);
  const [min, setMin] = useState(shownMin === null ? "" : String(shownMin));
  const [max, setMax] = useState(shownMax === null ? "" : String(shownMax));
  const [problem, setProblem] = useState<string | null>(null);
  useEffect(() => {
    setMin(shownMin === null ? "" : String(shownMin));
    setMax(shownMax === null ? "" : String(shownMax));
  }, [shownMin, shownMax]);

  const apply = (event: FormEvent) => {
    event.preventDefault();
    const low = min.trim() === "" ? null : Number(min);
    const high = max.trim() === "" ? null : Number(max);
    if ([low, high].some((v) => v !== null && (!Number.isFinite(v) || v < 0))) {
      setProblem("Enter prices of 0 or more");
      return;
    }
    if (low !== null && high !== null && low > high) {
      setProblem("The minimum price must not be above the maximum");
      return;
    }
    setProblem(null);
    onChange({ ...query, minPrice: low, maxPrice: high, pages: [] });
  };

  return (
    <fieldset>
      <legend>Price</legend>
      <Form onSubmit={apply} className="price" aria-label="Price range" noValidate>
        <label htmlFor={`${id}-min`}>Min (Rs.)</label>
        <input id={`${id}-min`} type="number" inputMode="numeric" min={0} step={100} value={min} onChange={(e) => setMin(e.target.value)} />
        <label htmlFor={`${id}-max`}>Max (Rs.)</label>
        <input id={`${id}-max`} type="number" inputMode="numeric" min={0} step={100} value={max} onChange={(e) => setMax(e.target.value)} />
        <Button type="submit" $variant="secondary">
          Apply
        </Button>
      </Form>
      {problem && <FieldError role="alert">{problem}</FieldError>}
      {range && (
        <p className="hint">
          Prices here: {formatRupees(range.min.paise)} to {formatRupees(range.max.paise)}
        </p>
      )}
    </fieldset>
  );
}

const Panel = styled.section`
  fieldset { border: none; border-bottom: 1px solid ${(p) => p.theme.colors.line}; margin: 0 0 1rem; padding: 0 0 1rem; }
  legend { font-weight: 700; margin-bottom: 0.5rem; padding: 0; }
  ul { list-style: none; margin: 0; padding: 0; }
  label { display: flex; align-items: center; gap: 0.5rem; min-height: 36px; cursor: pointer; }
  input[type="checkbox"] { width: 18px; height: 18px; accent-color: ${(p) => p.theme.colors.ink}; }
  .count { color: ${(p) => p.theme.colors.muted}; font-size: 0.85rem; }
  .swatch { width: 16px; height: 16px; border-radius: 50%; border: 1px solid ${(p) => p.theme.colors.muted}; }
  .price { display: grid; grid-template-columns: auto 1fr; gap: 0.5rem; align-items: center; }
  .price input { min-height: 40px; padding: 0.3rem 0.5rem; border: 1px solid ${(p) => p.theme.colors.muted}; border-radius: 6px; width: 100%; }
  .price button { grid-column: 1 / -1; min-height: 40px; }
  .hint { font-size: 0.85rem; color: ${(p) => p.theme.colors.muted}; margin: 0.5rem 0 0; }
`;
