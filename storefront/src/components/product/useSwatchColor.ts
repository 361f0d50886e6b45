import { useQuery } from "@apollo/client/react";
import { ColorSwatchesDocument } from "../../gql/graphql";

/**
 * The CSS colour to draw a colour name with: its swatch from the catalogue's option lists (admins
 * add colours with a swatch), else the name itself as a CSS colour while the lists load.
 */
export function useSwatchColor(): (name: string) => string {
  const { data } = useQuery(ColorSwatchesDocument, { fetchPolicy: "cache-first" });
  const swatches = new Map((data?.productOptions.colorSwatches ?? []).map((s) => [s.name, s.hex]));
  return (name) => swatches.get(name.toLowerCase()) ?? name.toLowerCase();
}
