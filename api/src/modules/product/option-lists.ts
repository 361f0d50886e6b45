import { ValidationError } from "../../common/errors";

/** The catalogue's option lists as the form, the filters and the API use them, in list order. */
export interface OptionListValues {
  sizes: string[];
  colors: Array<{ name: string; swatch: string }>;
  materials: string[];
}

/**
 * The rules over the catalogue's option lists (product-option-value.entity.ts): a product's sizes,
 * colours and material must be on them, and are stored in the list's spelling whatever case the
 * admin, a CSV file or a filter used, so that filters and facet counts agree.
 */
export class OptionLists {
  readonly sizes: string[];
  readonly colors: string[];
  readonly materials: string[];
  readonly swatches: Array<{ name: string; swatch: string }>;

  constructor(values: OptionListValues) {
    this.sizes = values.sizes;
    this.colors = values.colors.map((c) => c.name);
    this.materials = values.materials;
    this.swatches = values.colors;
  }

  /** A product form's options in the lists' spelling; an option not on its list is refused, naming the list. */
  productOptions(input: { sizes?: string[] | null; colors?: string[] | null; material?: string | null }): {
    sizes: string[];
    colors: string[];
    material: string | null;
  } {
    return {
      sizes: distinct((input.sizes ?? []).map((s) => listed(this.sizes, s, "sizes", "Size"))),
      colors: distinct((input.colors ?? []).map((c) => listed(this.colors, c, "colors", "Color"))),
      material: input.material?.trim() ? listed(this.materials, input.material, "material", "Material") : null,
    };
  }

  /** A filter value in the list's spelling; a value on no list stays as typed (it then matches nothing). */
  spelling(list: "sizes" | "colors" | "materials", value: string): string {
    return spellingIn(this[list], value) ?? value.trim();
  }
}

function spellingIn(list: string[], value: string): string | undefined {
  const wanted = value.trim().toLowerCase();
  return list.find((o) => o.toLowerCase() === wanted);
}

function listed(list: string[], value: string, field: string, label: string): string {
  const found = spellingIn(list, value);
  if (found === undefined) throw ValidationError.field(field, `${label} must be one of ${list.join(", ")}`);
  return found;
}

const distinct = <T>(values: T[]) => [...new Set(values)];
