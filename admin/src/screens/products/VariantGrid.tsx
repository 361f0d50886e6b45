import { useEffect, useRef, useState } from "react";
import type { FieldErrors, UseFormGetValues, UseFormRegister, UseFormSetValue } from "react-hook-form";
import styled from "styled-components";
import { Button } from "../../components/Button";
import { ImageFilesButton } from "../../components/form/ImageFilesButton";
import { ImagePreview } from "../../components/form/ImagePreview";
import { Field } from "../../components/form/Field";
import { Hint, Input } from "../../components/form/inputs";
import { inRupees, isNumber, notNegative } from "../../components/form/rules";
import { gridCells, NEW_CELL, type ProductFormValues } from "./product-form-values";

interface Props {
  sizes: string[];
  colors: string[];
  productSku: string;
  register: UseFormRegister<ProductFormValues>;
  setValue: UseFormSetValue<ProductFormValues>;
  getValues: UseFormGetValues<ProductFormValues>;
  colorPhotos: ProductFormValues["colorPhotos"];
  errors: FieldErrors<ProductFormValues>;
}

/**
 * Sizes by colours: each cell sold or not, with its SKU, stock and an optional price of its own;
 * bulk actions set every sold cell's stock or make SKUs from a pattern; each colour has photos.
 */
export function VariantGrid({ sizes, colors, productSku, register, setValue, getValues, colorPhotos, errors }: Props) {
  const [stockForAll, setStockForAll] = useState("");
  const [pattern, setPattern] = useState("{sku}-{size}-{color}");
  const cells = gridCells(sizes, colors);
  const cell = (key: string) => getValues(`variants.${key}`) ?? NEW_CELL;
  const setCell = (key: string, changes: Partial<typeof NEW_CELL>) =>
    setValue(`variants.${key}`, { ...cell(key), ...changes }, { shouldDirty: true });
  // A size or colour just ticked adds its cells, sold, with no stock yet. Cells the product had
  // are known from the first render (registering a cell's inputs creates it, unsold).
  const known = useRef<Set<string> | null>(null);
  known.current ??= new Set(Object.keys(getValues("variants")));
  const cellKeys = cells.map((c) => c.key).join(",");
  useEffect(() => {
    for (const c of cells) {
      if (known.current!.has(c.key)) continue;
      known.current!.add(c.key);
      setValue(`variants.${c.key}`, { ...NEW_CELL });
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the cells are what cellKeys names
  }, [cellKeys]);
  const name = (size: string | null, color: string | null) => [size, color].filter(Boolean).join(", ") || "One size";

  const applyStock = () => {
    if (!/^\d+$/.test(stockForAll)) return;
    for (const c of cells) if (cell(c.key).enabled) setCell(c.key, { countInStock: stockForAll });
  };
  const generateSkus = () => {
    for (const c of cells) {
      const sku = skuFromPattern(pattern, productSku, c.size, c.color);
      if (cell(c.key).enabled) setCell(c.key, { sku });
    }
  };

  return (
    <fieldset>
      <legend>Variants</legend>
      <Hint>One row per size and colour the shop sells. Stock is kept per variant; the product's stock is their sum.</Hint>
      <Bulk>
        <label>
          Stock for every variant
          <Input type="number" min={0} step={1} value={stockForAll} onChange={(e) => setStockForAll(e.target.value)} />
        </label>
        <Button type="button" $variant="secondary" $small onClick={applyStock}>
          Set stock for all
        </Button>
        <label>
          SKU pattern
          <Input value={pattern} onChange={(e) => setPattern(e.target.value)} aria-describedby="sku-pattern-hint" />
        </label>
        <Button type="button" $variant="secondary" $small onClick={generateSkus}>
          Generate SKUs
        </Button>
        <Hint id="sku-pattern-hint">{"{sku}, {size} and {color} are replaced; empty SKUs are made on save."}</Hint>
      </Bulk>
      <Table>
        <caption className="visually-hidden">Variants</caption>
        <thead>
          <tr>
            <th scope="col">Variant</th>
            <th scope="col">Sold</th>
            <th scope="col">SKU</th>
            <th scope="col">Stock</th>
            <th scope="col">Price (Rs.)</th>
          </tr>
        </thead>
        <tbody>
          {cells.map(({ key, size, color }) => {
            const label = name(size, color);
            return (
              <tr key={key}>
                <th scope="row">{label}</th>
                <td>
                  <input type="checkbox" aria-label={`Sell ${label}`} {...register(`variants.${key}.enabled`)} />
                </td>
                <td>
                  <Field label={`SKU of ${label}`}>
                    <Input {...register(`variants.${key}.sku`)} />
                  </Field>
                </td>
                <td>
                  <Field label={`Stock of ${label}`} error={errors.variants?.[key]?.countInStock?.message}>
                    <Input
                      type="number"
                      min={0}
                      step={1}
                      {...register(`variants.${key}.countInStock`, {
                        validate: { isNumber, notNegative: notNegative("Stock cannot be negative") },
                      })}
                    />
                  </Field>
                </td>
                <td>
                  <Field label={`Price of ${label}`} error={errors.variants?.[key]?.price?.message}>
                    <Input
                      type="number"
                      min={0}
                      step="0.01"
                      placeholder="Product's"
                      {...register(`variants.${key}.price`, {
                        validate: { isNumber, notNegative: notNegative("Price cannot be negative"), inRupees },
                      })}
                    />
                  </Field>
                </td>
              </tr>
            );
          })}
        </tbody>
      </Table>
      {colors.length > 0 && (
        <ColourPhotos>
          {colors.map((color) => {
            const photos = colorPhotos[color] ?? [];
            return (
              <li key={color}>
                <strong>{color}</strong>
                {photos.map((photo) => (
                  <ImagePreview key={photo.url} src={photo.url} alt={photo.altText} />
                ))}
                <ImageFilesButton
                  label={`Upload ${color} photos`}
                  multiple
                  onPick={(picked) =>
                    setValue(
                      `colorPhotos.${color}`,
                      [...photos, ...picked.map((p) => ({ url: p.url, altText: `${p.name.replace(/[-_]+/g, " ")}, ${color}` }))],
                      { shouldDirty: true },
                    )
                  }
                />
                {photos.length > 0 && (
                  <Button
                    type="button"
                    $variant="secondary"
                    $small
                    onClick={() => setValue(`colorPhotos.${color}`, [], { shouldDirty: true })}
                  >
                    Remove {color} photos
                  </Button>
                )}
              </li>
            );
          })}
        </ColourPhotos>
      )}
    </fieldset>
  );
}

/** A SKU from the pattern: BAG-1-LARGE-BLACK from "{sku}-{size}-{color}"; a missing option and its dash drop out. */
function skuFromPattern(pattern: string, productSku: string, size: string | null, color: string | null): string {
  const part = (value: string | null) => (value ?? "").toUpperCase().replace(/[^A-Z0-9]+/g, "");
  return pattern
    .replace(/\{sku\}/g, productSku.trim())
    .replace(/\{size\}/g, part(size))
    .replace(/\{color\}/g, part(color))
    .replace(/-{2,}/g, "-")
    .replace(/^-|-$/g, "");
}

const Bulk = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: 0.75rem;
  margin: 0.75rem 0;
  label { display: grid; gap: 0.25rem; font-weight: 600; font-size: 0.9rem; }
`;

const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  th, td { padding: 0.35rem 0.5rem; text-align: left; border-bottom: 1px solid ${({ theme }) => theme.colors.border}; }
  /* The column headers name the cells' fields; the labels stay for screen readers. */
  td label { position: absolute; width: 1px; height: 1px; overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap; }
`;

const ColourPhotos = styled.ul`
  list-style: none;
  padding: 0;
  display: grid;
  gap: 1rem;
  li { display: flex; flex-wrap: wrap; align-items: center; gap: 0.75rem; }
`;
