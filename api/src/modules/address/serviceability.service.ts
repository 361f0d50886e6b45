import { type DataSource, type EntityManager, type Repository } from "typeorm";
import type { ListSlice, ListWindow } from "../../common/pagination";
import { Keyset, key } from "../../common/keyset";
import { NotFoundError, ValidationError } from "../../common/errors";
import { formatIndiaDay } from "@shop/words/india-time";
import { withChanges } from "../../common/partial-update";
import { oncePerTransaction } from "../../common/per-transaction";
import { isUuid } from "../../common/uuid";
import type { ShopSettingsService } from "../settings/shop-settings.service";
import { businessDaysLater } from "./delivery-date";
import { DEMO_SERVICEABILITY } from "./demo-serviceability";
import { isPincode, parsePincodes } from "./pincode-range";
import { ServiceabilityRule } from "./serviceability-rule.entity";
import { DeliveryEstimate, type UpdateServiceabilityRuleInput } from "./serviceability.types";

export interface ServiceabilityFields {
  pincodes: string;
  daysToDeliver: number;
  codAvailable: boolean;
}

/** Wider ranges before the narrower ones inside them, as the rules apply. */
const BY_PINCODES = new Keyset("serviceabilityRules", [
  key("r.pincode_from", "ASC", "text", "bpchar"),
  key("r.pincode_to", "DESC", "text", "bpchar"),
  key("r.created_at", "ASC", "timestamptz"),
  key("r.id", "ASC", "uuid"),
]);

/**
 * Where the shop delivers, how fast, and where it collects cash: the one source for 'Delivered by'
 * on the product page, at checkout and in the order email, for the delivery time the shop's texts
 * state, for refusing an address the shop does not serve, and for the pincodes where cash on
 * delivery is not offered. A shop with no rules yet delivers everywhere in the policies' delivery
 * time, so a new shop is not closed until an admin writes its first rule.
 */
export class ServiceabilityService {
  private readonly rules: Repository<ServiceabilityRule>;

  constructor(
    dataSource: DataSource,
    private readonly settings: ShopSettingsService,
    private readonly clock: () => Date = () => new Date(),
  ) {
    this.rules = dataSource.getRepository(ServiceabilityRule);
  }

  async list(window: ListWindow): Promise<ListSlice<ServiceabilityRule>> {
    return BY_PINCODES.read(this.rules.createQueryBuilder("r"), window);
  }

  async create(fields: ServiceabilityFields): Promise<ServiceabilityRule> {
    const rule = this.rules.create(validRule(fields));
    await this.rules.insert(rule);
    return this.rules.findOneByOrFail({ id: rule.id });
  }

  /** Changes only the fields sent: the rest keep their values, then the whole rule is checked. */
  async update(id: string, changes: UpdateServiceabilityRuleInput): Promise<ServiceabilityRule> {
    const current = isUuid(id) ? await this.rules.findOneBy({ id }) : null;
    if (!current) throw new NotFoundError("Delivery rule");
    const form = { pincodes: current.pincodes, daysToDeliver: current.daysToDeliver, codAvailable: current.codAvailable };
    await this.rules.update(id, validRule(withChanges(form, changes)));
    return this.rules.findOneByOrFail({ id });
  }

  async delete(id: string): Promise<void> {
    const { affected } = isUuid(id) ? await this.rules.delete(id) : { affected: 0 };
    if (!affected) throw new NotFoundError("Delivery rule");
  }

  /**
   * What a shopper is told for a pincode: the day an order placed at `now` arrives (dispatch, then
   * the rule's days in transit, counted in business days: Sundays and the shop's holidays skipped),
   * or that the shop does not deliver there. Where no rule covers the pincode (a shop without
   * rules) the policies' longest delivery time counts. The product page, checkout and the order
   * email all ask here.
   */
  async estimate(rawPincode: string, now = this.clock(), tx?: EntityManager): Promise<DeliveryEstimate> {
    const pincode = validPincode(rawPincode, "pincode");
    const [lookup, policies] = await Promise.all([this.lookup(pincode, tx), this.settings.policies(tx)]);
    const estimate = Object.assign(new DeliveryEstimate(), { pincode, deliverable: lookup.deliverable, codAvailable: lookup.codAvailable });
    if (!lookup.deliverable)
      return Object.assign(estimate, { message: `We do not deliver to ${pincode} yet`, deliverBy: null, daysToDeliver: null });
    const daysToDeliver = lookup.rule?.daysToDeliver ?? policies.deliveryDaysTo;
    const deliverBy = businessDaysLater(now, policies.dispatchDays + daysToDeliver, policies.holidays);
    return Object.assign(estimate, { message: `Delivered by ${formatIndiaDay(deliverBy)}`, deliverBy, daysToDeliver });
  }

  /**
   * The fewest and most business days from dispatch to delivery anywhere the shop delivers, as its
   * texts state them ("3-7 business days"): from the rules when it has any, else the policies'.
   */
  async deliveryDays(): Promise<{ from: number; to: number }> {
    const summary = await this.summary();
    if (summary.fewestDays !== null && summary.mostDays !== null) return { from: summary.fewestDays, to: summary.mostDays };
    const policies = await this.settings.policies();
    return { from: policies.deliveryDaysFrom, to: policies.deliveryDaysTo };
  }

  /** Whether cash on delivery is offered at some pincode: with no rules everywhere, else where a rule offers it. */
  async codOfferedSomewhere(): Promise<boolean> {
    const summary = await this.summary();
    return summary.rules === 0 || summary.anyCod;
  }

  /**
   * What the shop's pages state from the rules (their delivery time and whether cash on delivery
   * is offered somewhere), as text: a rendered page is rendered again when it changes.
   */
  async statedVersion(): Promise<string> {
    const { rules, fewestDays, mostDays, anyCod } = await this.summary();
    return `${rules > 0}:${fewestDays}-${mostDays}:${rules === 0 || anyCod}`;
  }

  private async summary(): Promise<{ rules: number; fewestDays: number | null; mostDays: number | null; anyCod: boolean }> {
    const [row]: { rules: number; fewest_days: number | null; most_days: number | null; any_cod: boolean | null }[] =
      await this.rules.query(
        `SELECT count(*)::int AS rules, min(days_to_deliver) AS fewest_days, max(days_to_deliver) AS most_days, bool_or(cod_available) AS any_cod
         FROM serviceability_rules`,
      );
    return { rules: row.rules, fewestDays: row.fewest_days, mostDays: row.most_days, anyCod: row.any_cod ?? false };
  }

  /** Refuses, at checkout, an address the shop does not deliver to; says whether COD is offered there. */
  async assertDeliverable(pincode: string, field: string, tx?: EntityManager): Promise<{ codAvailable: boolean }> {
    const lookup = await this.lookup(pincode.trim(), tx);
    if (!lookup.deliverable)
      throw ValidationError.field(field, `We do not deliver to ${pincode.trim()} yet`, "NOT_DELIVERABLE", { postalCode: pincode.trim() });
    return { codAvailable: lookup.codAvailable };
  }

  /** Whether the shop offers cash on delivery at a pincode (true where it has no rules yet). */
  async codOffered(pincode: string, tx?: EntityManager): Promise<boolean> {
    return (await this.lookup(pincode.trim(), tx)).codAvailable;
  }

  /** The demo shop's rules, written only when it has none (an admin's rules are kept). */
  async seedDemoRules(): Promise<void> {
    if ((await this.rules.count()) > 0) return;
    await this.rules.insert(DEMO_SERVICEABILITY.map(validRule));
  }

  /**
   * The narrowest rule covering the pincode, then the newest, and whether the shop has any rule at
   * all (none: it delivers everywhere), in one statement; once per transaction, since a checkout
   * asks both whether it may deliver and whether it may collect cash there.
   */
  private lookup(pincode: string, tx?: EntityManager): Promise<PincodeLookup> {
    const manager = tx ?? this.rules.manager;
    return oncePerTransaction(manager, `serviceability:${pincode}`, async () => {
      const [row]: { days_to_deliver: number | null; cod_available: boolean | null; any_rules: boolean }[] = await manager.query(
        `SELECT r.days_to_deliver, r.cod_available, EXISTS (SELECT 1 FROM serviceability_rules) AS any_rules
           FROM (SELECT 1) AS one
           LEFT JOIN LATERAL (
             SELECT days_to_deliver, cod_available FROM serviceability_rules
              WHERE $1 BETWEEN pincode_from AND pincode_to
              ORDER BY pincode_to::int - pincode_from::int, created_at DESC
              LIMIT 1) r ON true`,
        [pincode],
      );
      if (row.days_to_deliver !== null)
        return { rule: { daysToDeliver: row.days_to_deliver }, deliverable: true, codAvailable: row.cod_available! };
      return { rule: null, deliverable: !row.any_rules, codAvailable: !row.any_rules };
    });
  }
}

/** What the rules say for one pincode: its rule (if one covers it), delivery, and cash on delivery. */
interface PincodeLookup {
  rule: { daysToDeliver: number } | null;
  deliverable: boolean;
  codAvailable: boolean;
}

function validPincode(raw: string, field: string): string {
  const pincode = raw.trim();
  if (!isPincode(pincode)) throw ValidationError.field(field, "Enter a 6-digit pincode");
  return pincode;
}

function validRule(fields: ServiceabilityFields): Pick<ServiceabilityRule, "pincodeFrom" | "pincodeTo" | "daysToDeliver" | "codAvailable"> {
  const range = parsePincodes(fields.pincodes);
  if (!range) {
    throw ValidationError.field("pincodes", "Pincodes must be a prefix (e.g. 560), one pincode (560001) or a range (400001-400099)");
  }
  if (!Number.isInteger(fields.daysToDeliver) || fields.daysToDeliver < 1 || fields.daysToDeliver > 30) {
    throw ValidationError.field("daysToDeliver", "Days to deliver must be a whole number from 1 to 30");
  }
  return { pincodeFrom: range.from, pincodeTo: range.to, daysToDeliver: fields.daysToDeliver, codAvailable: fields.codAvailable };
}
