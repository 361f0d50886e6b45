import { type DataSource, type EntityManager } from "typeorm";
import { isCalendarDate } from "../../common/calendar-date";
import { ValidationError } from "../../common/errors";
import { withChanges } from "../../common/partial-update";
import { oncePerTransaction } from "../../common/per-transaction";
import { gstinProblem } from "../../vocabulary/gstin";
import { findIndianState } from "../../vocabulary/indian-states";
import { basisPointsFromPercent, percentFromBasisPoints } from "./gst-rate-percent";
import { ShopPolicies } from "./shop-policies";
import { CodSettings, GstSettings, InvoicingSettings, SellerDetails, ShopSettings } from "./shop-settings.entity";
import {
  type GstSettingsInput,
  type InvoicingSettingsInput,
  type SellerDetailsInput,
  type ShopPoliciesInput,
  type ShopSettingsInput,
} from "./shop-settings.types";

/** A section as its input takes it, every field set: what an update's fields are merged onto. */
type SellerForm = { [K in keyof SellerDetailsInput]-?: string };
type InvoicingForm = { [K in keyof InvoicingSettingsInput]-?: string };
type GstForm = { [K in keyof GstSettingsInput]-?: NonNullable<GstSettingsInput[K]> };
type CodForm = { maxOrderValuePaise: number | null; feePaise: number; refusalLimit: number | null };
type PoliciesForm = { [K in keyof ShopPoliciesInput]-?: NonNullable<ShopPoliciesInput[K]> };

/** The demo shop's seller (the GSTIN is the GSTN's published sample, valid in form and check character). */
const DEMO_SELLER: SellerForm = {
  legalName: "Bagzone Retail Private Limited",
  gstin: "27AAPFU0939F1ZV",
  address: "Unit 4, Kamala Mills Compound\nSenapati Bapat Marg, Lower Parel\nMumbai 400013",
  state: "Maharashtra",
};

/** The demo shop's cash on delivery: up to Rs. 10,000, no fee, off for a customer after 2 refused or returned orders. */
const DEMO_COD: CodForm = { maxOrderValuePaise: 10_000_00, feePaise: 0, refusalLimit: 2 };

/** The shop's settings: one row, read by the domains that apply them and edited by admins. */
export class ShopSettingsService {
  constructor(private readonly dataSource: DataSource) {}

  /**
   * The settings as they are now (inside `tx`, what that transaction saw when it first asked: the
   * cart, the COD rules, the order and its invoice all read them, one statement for all).
   */
  async get(tx: EntityManager = this.dataSource.manager): Promise<ShopSettings> {
    return oncePerTransaction(tx, "shop-settings", () => tx.getRepository(ShopSettings).findOneByOrFail({ id: 1 }));
  }

  /** What the shop promises shoppers and prices with (inside `tx`, what that transaction sees). */
  async policies(tx: EntityManager = this.dataSource.manager): Promise<ShopPolicies> {
    return (await this.get(tx)).policies;
  }

  /**
   * Admin: changes the fields sent, in the sections sent; every other field keeps its value. Each
   * changed section is checked whole: the seller's GSTIN must be valid and belong to their state,
   * the two numbering prefixes must differ, the delivery estimate must not end before it starts.
   */
  async update(input: ShopSettingsInput): Promise<ShopSettings> {
    const current = await this.get();
    const changes: Partial<ShopSettings> = {};
    if (input.seller) changes.seller = sellerFrom(withChanges(sellerForm(current.seller), input.seller));
    if (input.invoicing) changes.invoicing = invoicingFrom(withChanges(invoicingForm(current.invoicing), input.invoicing));
    if (input.gst) changes.gst = gstFrom(withChanges(gstForm(current.gst), input.gst));
    if (input.cod) changes.cod = codFrom(withChanges(codForm(current.cod), input.cod));
    if (input.payments?.razorpayMethods) changes.payments = { razorpayMethods: input.payments.razorpayMethods };
    if (input.parcel) changes.parcel = withChanges({ ...current.parcel }, input.parcel);
    if (input.policies) changes.policies = policiesFrom(withChanges<PoliciesForm>({ ...current.policies }, input.policies));
    if (Object.keys(changes).length > 0) await this.dataSource.getRepository(ShopSettings).update({ id: 1 }, changes);
    return this.get();
  }

  /**
   * The demo shop's seller, and its COD limit of Rs. 10,000 (orders above it are paid by UPI),
   * set only where no seller is set yet: a shop whose admin set things keeps them.
   */
  async seedDemoSeller(): Promise<void> {
    const settings = await this.get();
    if (settings.invoicingProblems.length === 4) {
      await this.update({ seller: DEMO_SELLER, invoicing: { invoicePrefix: "BZ", creditNotePrefix: "BZC" }, cod: DEMO_COD });
    }
  }
}

const sellerForm = ({ legalName, gstin, address, state }: SellerDetails): SellerForm => ({ legalName, gstin, address, state });
const invoicingForm = ({ orderPrefix, invoicePrefix, creditNotePrefix }: InvoicingSettings): InvoicingForm => ({
  orderPrefix,
  invoicePrefix,
  creditNotePrefix,
});
const gstForm = (gst: GstSettings): GstForm => ({
  deliveryRate: percentFromBasisPoints(gst.deliveryRateBasisPoints),
  deliverySac: gst.deliverySac,
  giftWrapRate: percentFromBasisPoints(gst.giftWrapRateBasisPoints),
  giftWrapHsn: gst.giftWrapHsn,
  defaultGoodsRate: percentFromBasisPoints(gst.defaultGoodsRateBasisPoints),
  defaultGoodsHsn: gst.defaultGoodsHsn,
});
const codForm = (cod: CodSettings): CodForm => ({
  maxOrderValuePaise: cod.maxOrderPaise,
  feePaise: cod.feePaise,
  refusalLimit: cod.refusalLimit,
});

function sellerFrom(input: SellerForm): SellerDetails {
  // A new shop has no seller yet: an update that sends part of it must send the rest.
  if (!input.legalName.trim()) throw ValidationError.field("seller.legalName", "Legal name is required");
  if (!input.address.trim()) throw ValidationError.field("seller.address", "Address is required");
  const gstin = input.gstin.trim().toUpperCase();
  const problem = gstinProblem(gstin);
  if (problem) throw ValidationError.field("seller.gstin", problem);
  const state = findIndianState(input.state);
  if (!state) throw ValidationError.field("seller.state", "State must be a state or union territory of India");
  if (gstin.slice(0, 2) !== state.code) {
    throw ValidationError.field("seller.gstin", `GSTIN starts with ${gstin.slice(0, 2)}, but ${state.name}'s code is ${state.code}`);
  }
  return Object.assign(new SellerDetails(), { legalName: input.legalName.trim(), gstin, address: input.address.trim(), state: state.name });
}

function invoicingFrom(input: InvoicingForm): InvoicingSettings {
  const invoicePrefix = input.invoicePrefix.trim().toUpperCase();
  const creditNotePrefix = input.creditNotePrefix.trim().toUpperCase();
  // Both series restart each year from 1: the same prefix would give two documents one number.
  if (invoicePrefix === creditNotePrefix)
    throw ValidationError.field("invoicing.creditNotePrefix", "Credit notes need a prefix of their own");
  // Order numbers (BZ-10234) cannot be taken for a document's (BZ/26-27/000123): the same prefix may serve both.
  return Object.assign(new InvoicingSettings(), { orderPrefix: input.orderPrefix.trim().toUpperCase(), invoicePrefix, creditNotePrefix });
}

function gstFrom(input: GstForm): GstSettings {
  return Object.assign(new GstSettings(), {
    deliveryRateBasisPoints: basisPointsFromPercent(input.deliveryRate),
    deliverySac: input.deliverySac,
    giftWrapRateBasisPoints: basisPointsFromPercent(input.giftWrapRate),
    giftWrapHsn: input.giftWrapHsn,
    defaultGoodsRateBasisPoints: basisPointsFromPercent(input.defaultGoodsRate),
    defaultGoodsHsn: input.defaultGoodsHsn,
  });
}

function codFrom(input: CodForm): CodSettings {
  return Object.assign(new CodSettings(), {
    maxOrderPaise: input.maxOrderValuePaise,
    feePaise: input.feePaise,
    refusalLimit: input.refusalLimit,
  });
}

function policiesFrom(input: PoliciesForm): ShopPolicies {
  if (input.deliveryDaysFrom > input.deliveryDaysTo) {
    throw ValidationError.field("policies.deliveryDaysTo", "Delivery estimate (to) cannot be fewer days than (from)");
  }
  const holidays = input.holidays.map((day) => day.trim());
  const wrong = holidays.find((day) => !isCalendarDate(day));
  if (wrong !== undefined) throw ValidationError.field("policies.holidays", `"${wrong}" is not a date: write holidays as YYYY-MM-DD`);
  return Object.assign(new ShopPolicies(), {
    ...input,
    shippingArea: input.shippingArea.trim(),
    holidays: [...new Set(holidays)].sort(),
  });
}
