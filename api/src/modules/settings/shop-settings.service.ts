import { type DataSource, type EntityManager } from "typeorm";
import { ValidationError } from "../../common/errors";
import { gstinProblem } from "../tax/gstin";
import { findIndianState } from "../tax/indian-states";
import { basisPointsFromPercent } from "./gst-rate-percent";
import { ShopPolicies } from "./shop-policies";
import { CodSettings, GstSettings, InvoicingSettings, SellerDetails, ShopSettings } from "./shop-settings.entity";
import {
  type CodSettingsInput,
  type GstSettingsInput,
  type InvoicingSettingsInput,
  type SellerDetailsInput,
  type ShopPoliciesInput,
  type ShopSettingsInput,
} from "./shop-settings.types";

/** The demo shop's seller (the GSTIN is the GSTN's published sample, valid in form and check character). */
const DEMO_SELLER: SellerDetailsInput = {
  legalName: "Bagzone Retail Private Limited",
  gstin: "27AAPFU0939F1ZV",
  address: "Unit 4, Kamala Mills Compound\nSenapati Bapat Marg, Lower Parel\nMumbai 400013",
  state: "Maharashtra",
};

/** The demo shop's cash on delivery: up to Rs. 10,000, no fee, off for a customer after 2 refused or returned orders. */
const DEMO_COD: CodSettingsInput = { maxOrderValuePaise: 10_000_00, feePaise: 0, refusalLimit: 2 };

/** The shop's settings: one row, read by the domains that apply them and edited by admins. */
export class ShopSettingsService {
  constructor(private readonly dataSource: DataSource) {}

  /** The settings as they are now (inside `tx`, what that transaction sees). */
  async get(tx: EntityManager = this.dataSource.manager): Promise<ShopSettings> {
    return tx.getRepository(ShopSettings).findOneByOrFail({ id: 1 });
  }

  /** What the shop promises shoppers and prices with (inside `tx`, what that transaction sees). */
  async policies(tx: EntityManager = this.dataSource.manager): Promise<ShopPolicies> {
    return (await this.get(tx)).policies;
  }

  /** Admin: replaces the sections sent. The seller's GSTIN must be valid and belong to their state. */
  async update(input: ShopSettingsInput): Promise<ShopSettings> {
    const changes: Partial<ShopSettings> = {};
    if (input.seller) changes.seller = sellerFrom(input.seller);
    if (input.invoicing) changes.invoicing = invoicingFrom(input.invoicing);
    if (input.gst) changes.gst = gstFrom(input.gst);
    if (input.cod) changes.cod = codFrom(input.cod);
    if (input.policies) changes.policies = policiesFrom(input.policies);
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

function sellerFrom(input: SellerDetailsInput): SellerDetails {
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

function invoicingFrom(input: InvoicingSettingsInput): InvoicingSettings {
  const invoicePrefix = input.invoicePrefix.trim().toUpperCase();
  const creditNotePrefix = input.creditNotePrefix.trim().toUpperCase();
  // Both series restart each year from 1: the same prefix would give two documents one number.
  if (invoicePrefix === creditNotePrefix)
    throw ValidationError.field("invoicing.creditNotePrefix", "Credit notes need a prefix of their own");
  return Object.assign(new InvoicingSettings(), { invoicePrefix, creditNotePrefix });
}

function gstFrom(input: GstSettingsInput): GstSettings {
  return Object.assign(new GstSettings(), {
    deliveryRateBasisPoints: basisPointsFromPercent(input.deliveryRate),
    deliverySac: input.deliverySac,
    giftWrapRateBasisPoints: basisPointsFromPercent(input.giftWrapRate),
    giftWrapHsn: input.giftWrapHsn,
    defaultGoodsRateBasisPoints: basisPointsFromPercent(input.defaultGoodsRate),
    defaultGoodsHsn: input.defaultGoodsHsn,
  });
}

function codFrom(input: CodSettingsInput): CodSettings {
  return Object.assign(new CodSettings(), {
    maxOrderPaise: input.maxOrderValuePaise ?? null,
    feePaise: input.feePaise,
    refusalLimit: input.refusalLimit ?? null,
  });
}

function policiesFrom(input: ShopPoliciesInput): ShopPolicies {
  if (input.deliveryDaysFrom > input.deliveryDaysTo) {
    throw ValidationError.field("policies.deliveryDaysTo", "Delivery estimate (to) cannot be fewer days than (from)");
  }
  return Object.assign(new ShopPolicies(), { ...input, shippingArea: input.shippingArea.trim() });
}
