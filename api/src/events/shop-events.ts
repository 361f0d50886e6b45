import type { EntityManager } from "typeorm";
import type { PaymentMethod } from "../vocabulary/payment-method";
import type { ReturnKind, ReturnStatus } from "../vocabulary/return-request";

/**
 * What happened in the shop, as the domain that made it happen announces it, and what its
 * followers (outbound webhooks, the customer's order emails in fulfilment/order-emails.ts) hear. A domain publishes inside the
 * transaction of the change, and every follower acts in that transaction: what it writes or
 * enqueues on the job queue commits with the change or not at all, so a rolled-back order
 * announces nothing. A follower that has slow work to do (a POST to a partner, an email) enqueues
 * a job for it rather than doing it.
 *
 * An event carries what followers need to know, in plain facts, so a follower imports nothing of
 * the domain that published it: the owning domains' entities fit these shapes.
 */
export type ShopEvent =
  | { name: "order.placed"; order: OrderFacts; items: OrderLineFacts[] }
  /**
   * Placed and invoiced, after `order.placed`: what the customer's confirmation quotes, the whole
   * bill, the delivery date checkout stated and the tax invoice (null when none was issued).
   */
  | {
      name: "order.confirmed";
      order: ConfirmedOrderFacts;
      items: ConfirmedLineFacts[];
      /** The delivery date as the product page and checkout stated it for the pincode. */
      deliveryEstimate: string;
      invoice: InvoiceFacts | null;
    }
  | { name: "order.paid"; order: OrderFacts }
  /** `order.status` is the new status. */
  | { name: "order.status_changed"; order: OrderFacts; previousStatus: string }
  | { name: "order.cancelled"; order: OrderFacts }
  /** Handed to the courier (or sent by hand): `order.status` is shipped. */
  | { name: "order.shipped"; order: OrderFacts; shipment: ShipmentFacts }
  /**
   * The courier delivered it, as the admin records it; not a correction of a mistaken status nor a
   * rejected return, which also end at delivered (`order.status_changed`) but tell the customer nothing.
   */
  | { name: "order.delivered"; order: OrderFacts }
  /** The courier brought it back undelivered (RTO): closed, its money going back as a cancellation's does. */
  | { name: "order.returned_to_origin"; order: OrderFacts }
  /**
   * A return or exchange moved on: asked for, approved, rejected or received (`request.status`).
   * `outcome` is what came of a received one as the customer is told it (the refund or the
   * replacement order), null before.
   */
  | { name: "return.status_changed"; order: OrderFacts; request: ReturnFacts; outcome: string | null }
  | { name: "refund.created"; refund: RefundFacts }
  /**
   * Money went back to the customer: the provider says so, or the shop recorded its own transfer.
   * `order` is null for a payment that made no order; `customerEmail` is who is told (the order's,
   * else the checkout's), null when nobody is known.
   */
  | {
      name: "refund.processed";
      refund: ProcessedRefundFacts;
      order: { id: string; number: string } | null;
      customerEmail: string | null;
    }
  | { name: "product.updated"; product: ProductFacts }
  /** A sale brought a size and colour's stock to `lowStockUnits` or below. */
  | { name: "stock.low"; variant: LowStockFacts; lowStockUnits: number };

/** An order as its events tell it (order/order.entity.ts). */
export interface OrderFacts {
  id: string;
  number: string;
  status: string;
  paymentMethod: string;
  paymentStatus: string;
  totals: { totalPaise: number };
  couponCode: string | null;
  createdAt: Date;
  /** Who the customer's emails about the order go to, and the name they greet. */
  customerEmail: string;
  /** The name the customer's messages greet, and the phone their WhatsApp and SMS updates go to (as typed at checkout). */
  shippingInfo: { firstName: string; phoneNo: string };
  /** When it was paid; null while unpaid (a cancellation's email says whether money goes back). */
  paidAt: Date | null;
}

/** An order as its confirmation quotes it: every amount of the bill and the whole delivery address. */
export interface ConfirmedOrderFacts extends OrderFacts {
  /** Whether the email asks for cash at the door. */
  paymentMethod: PaymentMethod;
  totals: {
    subtotalPaise: number;
    giftWrapPaise: number;
    deliveryPaise: number;
    codFeePaise: number;
    discountPaise: number;
    totalPaise: number;
  };
  shippingInfo: {
    firstName: string;
    lastName: string;
    address: string;
    city: string;
    state: string;
    postalCode: string;
    phoneNo: string;
  };
}

/** A line of an order as its confirmation quotes it. */
export interface ConfirmedLineFacts extends OrderLineFacts {
  giftWrap: boolean;
}

/** An order's tax invoice as its confirmation quotes it: its number, its PDF's address and the GST inside the total. */
export interface InvoiceFacts {
  number: string;
  url: string;
  gstPaise: number;
}

/** An order's parcel as its events tell it (fulfilment/shipment.entity.ts). */
export interface ShipmentFacts {
  /** The courier's name as shoppers know it; null for a hand delivery. */
  courierName: string | null;
  /** The AWB or tracking number, if given. */
  trackingNumber: string | null;
  /** The courier's tracking page for this parcel, when it has one. */
  trackingUrl: string | null;
}

/** A line of an order as its events tell it (order/order-item.entity.ts). */
export interface OrderLineFacts {
  productId: string | null;
  name: string;
  size: string | null;
  color: string | null;
  quantity: number;
  unitPricePaise: number;
}

/** A return or exchange as its events tell it (fulfilment/return-request.entity.ts). */
export interface ReturnFacts {
  id: string;
  kind: ReturnKind;
  status: ReturnStatus;
  /** The admin's message to the customer, if any (a rejection always has one). */
  adminMessage: string | null;
}

/** A refund as its events tell it (payment/refund.entity.ts). */
export interface RefundFacts {
  id: string;
  orderId: string | null;
  amountPaise: number;
  method: string;
  status: string;
  reason: string;
  createdAt: Date;
}

/** A processed refund as its email tells it: with the provider's refund id or the shop's transfer reference. */
export interface ProcessedRefundFacts extends RefundFacts {
  reference: string | null;
}

/** A product as its events tell it (catalog/product.entity.ts). */
export interface ProductFacts {
  id: string;
  slug: string;
  sku: string;
  name: string;
  pricePaise: number;
  discountPricePaise: number | null;
  countInStock: number;
  isPublished: boolean;
}

/** A size and colour of a product as the stock take reads it (catalog/product-availability.service.ts). */
export interface LowStockFacts {
  variantId: string;
  sku: string;
  size: string | null;
  color: string | null;
  countInStock: number;
  productId: string;
  slug: string;
  name: string;
}

/** What a domain is handed to announce what happened (shop/services.ts gives each the shop's one `ShopEvents`). */
export interface ShopEventPublisher {
  publish(tx: EntityManager, event: ShopEvent): Promise<void>;
}

/** Hears every event, in the publishing transaction; it picks the ones it follows by `event.name`. */
export type ShopEventFollower = (tx: EntityManager, event: ShopEvent) => Promise<void>;

/**
 * The shop's events: publishers and followers meet here and nowhere else. A follower subscribes
 * once, when it is built (as job handlers are registered); followers hear an event in the order
 * they subscribed, one after the other, in the publisher's transaction.
 */
export class ShopEvents implements ShopEventPublisher {
  private readonly followers: ShopEventFollower[] = [];

  follow(follower: ShopEventFollower): void {
    this.followers.push(follower);
  }

  async publish(tx: EntityManager, event: ShopEvent): Promise<void> {
    for (const follower of this.followers) await follower(tx, event);
  }
}
