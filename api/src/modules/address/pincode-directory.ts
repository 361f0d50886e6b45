import { stateByCode } from "../../vocabulary/indian-states";
import type { PincodePlace } from "./address.types";
// Written by scripts/generate-pincode-directory.ts (npm run pincodes -w api).
import directory from "./pincode-directory.json";

/** Each district as [name, GST state code, its pincodes]: India Post's directory, compacted. */
export interface PincodeDirectoryFile {
  source: string;
  districts: [name: string, stateCode: string, pincodes: number[]][];
}

let byPincode: Map<number, { city: string; stateCode: string }> | undefined;

/**
 * The city (district) and state of an Indian pincode, or null when India Post's directory does
 * not list it. The map is built on the first lookup, not at start-up.
 */
export function findPincode(postalCode: string): PincodePlace | null {
  const code = postalCode.trim();
  if (!/^[1-9]\d{5}$/.test(code)) return null;
  byPincode ??= indexOf(directory as PincodeDirectoryFile);
  const place = byPincode.get(Number(code));
  if (!place) return null;
  return { postalCode: code, city: place.city, state: stateByCode(place.stateCode)!.name };
}

function indexOf(file: PincodeDirectoryFile) {
  const index = new Map<number, { city: string; stateCode: string }>();
  for (const [city, stateCode, pincodes] of file.districts) {
    for (const pincode of pincodes) index.set(pincode, { city, stateCode });
  }
  return index;
}
