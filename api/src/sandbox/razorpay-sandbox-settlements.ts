import crypto from "node:crypto";
import { indiaDateOf } from "@shop/words/india-time";
import { razorpayId } from "./razorpay-sandbox-ids";

/**
 * The sandbox's settlements: what Razorpay pays out to the shop's bank account for captured
 * payments, less its fee (here 2% of each payment plus 18% GST on that fee; a payment's `fee`
 * includes the GST, `tax` is the GST alone, as Razorpay reports them) and less processed refunds.
 * Served as Razorpay documents them: GET /v1/settlements (settlement entities: amount, fees, tax,
 * utr) and the settlement recon API GET /v1/settlements/recon/combined?year&month&day (one line
 * per payment or refund settled that Indian day, with its fee, tax, settlement_id and
 * settlement_utr). A settlement is made when a test (or the sandbox's user) asks for one.
 */

/** What the sandbox knows of a captured payment or a processed refund, for settling it. */
interface SettleableEntity {
  id: string;
  entity: "payment" | "refund";
  amount: number;
  currency: string;
  /** A refund's payment; a payment's own id. */
  payment_id: string;
  order_id: string;
  order_receipt: string | null;
  created_at: number;
}

export interface SandboxSettlement {
  id: string;
  entity: "settlement";
  amount: number;
  status: "processed";
  fees: number;
  tax: number;
  utr: string;
  created_at: number;
}

interface ReconItem {
  entity_id: string;
  type: "payment" | "refund";
  debit: number;
  credit: number;
  amount: number;
  currency: string;
  fee: number;
  tax: number;
  on_hold: boolean;
  settled: boolean;
  created_at: number;
  settled_at: number;
  settlement_id: string;
  settlement_utr: string;
  description: string | null;
  notes: Record<string, string>;
  payment_id: string;
  order_id: string;
  order_receipt: string | null;
  method: "upi";
  credit_type: "default";
  card_network: null;
  card_issuer: null;
  card_type: null;
  dispute_id: null;
}

/** Razorpay's fee on a payment: 2%, and 18% GST on it; `fee` includes the GST. */
function sandboxFee(amount: number): { fee: number; tax: number } {
  const beforeTax = Math.round((amount * 2) / 100);
  const tax = Math.round((beforeTax * 18) / 100);
  return { fee: beforeTax + tax, tax };
}

export class SandboxSettlementBook {
  private readonly settlements: SandboxSettlement[] = [];
  private readonly items: ReconItem[] = [];
  private readonly settled = new Set<string>();

  constructor(private readonly clock: () => number) {}

  /** Pays out everything captured or refunded and not settled yet; null when there is nothing. */
  settle(entities: Iterable<SettleableEntity>): SandboxSettlement | null {
    const due = [...entities].filter((e) => !this.settled.has(e.id));
    if (due.length === 0) return null;
    const at = this.clock();
    const settlement: SandboxSettlement = {
      id: razorpayId("setl"),
      entity: "settlement",
      amount: 0,
      status: "processed",
      fees: 0,
      tax: 0,
      utr: `${at}${crypto.randomBytes(3).toString("hex")}`,
      created_at: at,
    };
    for (const e of due) {
      const { fee, tax } = e.entity === "payment" ? sandboxFee(e.amount) : { fee: 0, tax: 0 };
      const credit = e.entity === "payment" ? e.amount - fee : 0;
      const debit = e.entity === "refund" ? e.amount : 0;
      this.items.push({
        entity_id: e.id,
        type: e.entity,
        debit,
        credit,
        amount: e.amount,
        currency: e.currency,
        fee,
        tax,
        on_hold: false,
        settled: true,
        created_at: e.created_at,
        settled_at: at,
        settlement_id: settlement.id,
        settlement_utr: settlement.utr,
        description: null,
        notes: {},
        payment_id: e.payment_id,
        order_id: e.order_id,
        order_receipt: e.order_receipt,
        method: "upi",
        credit_type: "default",
        card_network: null,
        card_issuer: null,
        card_type: null,
        dispute_id: null,
      });
      settlement.amount += credit - debit;
      settlement.fees += fee;
      settlement.tax += tax;
      this.settled.add(e.id);
    }
    this.settlements.push(settlement);
    return settlement;
  }

  /** The settlements API's answer to `GET path?query`, or undefined for a path it does not serve. */
  answer(path: string, query: URLSearchParams): unknown {
    if (path === "/v1/settlements") {
      const from = integer(query, "from") ?? 0;
      const to = integer(query, "to") ?? Number.MAX_SAFE_INTEGER;
      const items = this.settlements.filter((s) => s.created_at >= from && s.created_at <= to);
      return collection(items, query);
    }
    if (path === "/v1/settlements/recon/combined") {
      const [year, month, day] = ["year", "month", "day"].map((name) => integer(query, name));
      if (year === undefined || month === undefined) throw new SettlementQueryError("year and month are required");
      const items = this.items.filter((item) => {
        const [y, m, d] = indiaDateOf(new Date(item.settled_at * 1000))
          .split("-")
          .map(Number);
        return y === year && m === month && (day === undefined || d === day);
      });
      return collection(items, query);
    }
    const one = /^\/v1\/settlements\/(setl_\w+)$/.exec(path);
    if (one) {
      const settlement = this.settlements.find((s) => s.id === one[1]);
      if (!settlement) throw new SettlementQueryError("The id provided does not exist");
      return settlement;
    }
    return undefined;
  }
}

/** A refusal the sandbox answers as Razorpay's BAD_REQUEST_ERROR. */
export class SettlementQueryError extends Error {}

export function integer(query: URLSearchParams, name: string): number | undefined {
  const text = query.get(name);
  if (text === null) return undefined;
  if (!/^\d+$/.test(text)) throw new SettlementQueryError(`The ${name} must be an integer.`);
  return Number(text);
}

/** Razorpay's collection, paged by `count` (default 10, at most 100) and `skip`. */
export function collection<T>(all: T[], query: URLSearchParams) {
  const count = Math.min(integer(query, "count") ?? 10, 100);
  const skip = integer(query, "skip") ?? 0;
  const items = all.slice(skip, skip + count);
  return { entity: "collection", count: items.length, items };
}
