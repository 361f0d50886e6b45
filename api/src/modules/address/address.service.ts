import { type DataSource, type EntityManager } from "typeorm";
import { ConflictError, NotFoundError, ValidationError } from "../../common/errors";
import { withChanges } from "../../common/partial-update";
import { isUuid } from "../../common/uuid";
import { validatedInput } from "../../common/validation";
import { findIndianState } from "../../vocabulary/indian-states";
import { CustomerAddress } from "./address.entity";
import { AddressInput, type UpdateAddressInput } from "./address.types";
import { findPincode } from "./pincode-directory";

/** Enough for home, office, family and friends; a bound so that one account cannot fill a table. */
export const MAX_ADDRESSES = 20;

/**
 * Customers' address books. Every method takes the customer's id and touches only that
 * customer's rows: someone else's address is "not found", as if it did not exist.
 */
/**
 * What the address book needs of the shopper's account (auth/auth.service.ts): the account row's
 * lock, which is the account's to give. Declared here because accounts stand above addresses.
 */
interface ShopperAccounts {
  lockForUpdate(tx: EntityManager, userId: string): Promise<void>;
}

export class AddressService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly accounts: ShopperAccounts,
  ) {}

  /** The default address first, then the newest. */
  async listAddresses(userId: string): Promise<CustomerAddress[]> {
    return this.dataSource.getRepository(CustomerAddress).find({
      where: { userId },
      order: { isDefault: "DESC", createdAt: "DESC", id: "ASC" },
    });
  }

  /** Adds an address (no id) or replaces the fields of one. A customer's first address is their default. */
  async saveAddress(userId: string, input: AddressInput, id?: string | null): Promise<CustomerAddress> {
    const fields = addressFields(input);
    return this.inAddressBook(userId, async (tx) => {
      const addresses = tx.getRepository(CustomerAddress);
      let saved: CustomerAddress;
      if (id) {
        const current = await this.ownAddress(tx, userId, id);
        saved = await addresses.save(addresses.merge(current, fields));
      } else {
        const count = await addresses.countBy({ userId });
        if (count >= MAX_ADDRESSES)
          throw new ConflictError(
            "ADDRESS_BOOK_FULL",
            `You can keep at most ${MAX_ADDRESSES} addresses: delete one you no longer use first`,
            { limit: MAX_ADDRESSES },
          );
        saved = await addresses.save(addresses.create({ ...fields, userId, isDefault: false }));
      }
      return this.settleDefault(tx, userId, saved.id, input.isDefault);
    });
  }

  /**
   * Changes only the fields sent: the rest keep their values, then the whole address is checked as
   * a new one is, all under the book's lock so that two changes at once both land.
   */
  async updateAddress(userId: string, id: string, changes: UpdateAddressInput): Promise<CustomerAddress> {
    return this.inAddressBook(userId, async (tx) => {
      const current = await this.ownAddress(tx, userId, id);
      const { label, firstName, lastName, address, city, state, postalCode, phoneNo } = current;
      const form: AddressInput = { label, firstName, lastName, address, city, state, postalCode, phoneNo, isDefault: null };
      const input = await validatedInput(AddressInput, withChanges(form, changes));
      await tx.getRepository(CustomerAddress).update(current.id, addressFields(input));
      return this.settleDefault(tx, userId, current.id, input.isDefault);
    });
  }

  /** Makes the saved address the default when asked, or when the customer has none yet. */
  private async settleDefault(tx: EntityManager, userId: string, id: string, asked: boolean | null | undefined) {
    const addresses = tx.getRepository(CustomerAddress);
    if (asked || !(await addresses.existsBy({ userId, isDefault: true }))) await makeDefault(tx, userId, id);
    return addresses.findOneByOrFail({ id });
  }

  async setDefaultAddress(userId: string, id: string): Promise<CustomerAddress> {
    return this.inAddressBook(userId, async (tx) => {
      await this.ownAddress(tx, userId, id);
      await makeDefault(tx, userId, id);
      return tx.getRepository(CustomerAddress).findOneByOrFail({ id });
    });
  }

  /** Deletes an address; when it was the default, the newest remaining one becomes the default. */
  async deleteAddress(userId: string, id: string): Promise<string> {
    return this.inAddressBook(userId, async (tx) => {
      const address = await this.ownAddress(tx, userId, id);
      await tx.getRepository(CustomerAddress).delete({ id });
      if (address.isDefault) {
        const newest = await tx.getRepository(CustomerAddress).findOne({ where: { userId }, order: { createdAt: "DESC", id: "ASC" } });
        if (newest) await makeDefault(tx, userId, newest.id);
      }
      return id;
    });
  }

  /**
   * A change to one customer's address book, in a transaction holding their user row: two saves
   * at once cannot both become the 21st address, nor leave two defaults or none.
   */
  private inAddressBook<T>(userId: string, change: (tx: EntityManager) => Promise<T>): Promise<T> {
    return this.dataSource.transaction(async (tx) => {
      await this.accounts.lockForUpdate(tx, userId);
      return change(tx);
    });
  }

  private async ownAddress(tx: EntityManager, userId: string, id: string): Promise<CustomerAddress> {
    const address = isUuid(id) ? await tx.getRepository(CustomerAddress).findOneBy({ id, userId }) : null;
    if (!address) throw new NotFoundError("Address");
    return address;
  }
}

async function makeDefault(tx: EntityManager, userId: string, id: string): Promise<void> {
  // Off first, then on: the partial unique index never sees two defaults.
  await tx.query(`UPDATE customer_addresses SET is_default = false WHERE user_id = $1 AND is_default AND id <> $2`, [userId, id]);
  await tx.query(`UPDATE customer_addresses SET is_default = true WHERE id = $1`, [id]);
}

/**
 * The form's fields as stored: trimmed, digits only, the state's canonical name. A pincode India
 * Post places in another state is refused (a typo in either would send the parcel astray); a
 * pincode the directory does not list yet is accepted, since new ones open every year.
 */
function addressFields(input: AddressInput) {
  const state = findIndianState(input.state);
  if (!state) throw ValidationError.field("state", "Choose a state or union territory of India");
  const postalCode = input.postalCode.trim();
  const place = findPincode(postalCode);
  if (place && place.state !== state.name) {
    throw ValidationError.field("postalCode", `Postal code ${postalCode} is in ${place.state}, not ${state.name}`);
  }
  return {
    label: input.label.trim(),
    firstName: input.firstName.trim(),
    lastName: input.lastName.trim(),
    address: input.address.trim(),
    city: input.city.trim(),
    state: state.name,
    postalCode,
    phoneNo: input.phoneNo.trim(),
  };
}
