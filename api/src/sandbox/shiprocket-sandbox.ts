import crypto from "node:crypto";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { tinyPdf } from "./shiprocket-sandbox-pdf";

/**
 * A stand-in for Shiprocket, for development and tests on machines that cannot (or must not) book
 * real couriers. It speaks the part of Shiprocket's documented API (apiv2.shiprocket.in/v1/external)
 * the shop uses: auth/login (bearer tokens that expire), orders/create/adhoc, orders?search=,
 * courier/serviceability, courier/assign/awb, courier/generate/label, manifests/generate,
 * courier/generate/pickup, orders/cancel, orders/create/return and courier/track/awb, with
 * Shiprocket's request checks and answer shapes, and serves the labels and manifests as small PDFs.
 * It sends tracking webhooks as Shiprocket does (its payload, the token in `x-api-key`). In memory.
 *
 * Control, for tests and developers (also methods of the object tests get):
 *   POST /sandbox/track {"awb":"...","event":"picked-up","at":"2026-11-28T10:00:00Z"}   sends a scan to the shop
 *        (events: picked-up, in-transit, out-for-delivery, ndr, delivered, rto-initiated, rto-delivered;
 *        the same one twice, or an older one after a newer, is the test's to choose)
 *   POST /sandbox/faults {"path":"/v1/external/orders/create/adhoc","kind":"after-create"|"outage"|"refuse","count":1}
 *   POST /sandbox/expire-tokens   every token issued so far answers 401 from now on
 *   GET  /sandbox/orders          the orders made, with their shipments
 */
export interface ShiprocketSandboxOptions {
  port?: number;
  email: string;
  password: string;
  /** Sent in `x-api-key` with every webhook, as set beside the webhook's URL in Shiprocket's panel. */
  webhookToken: string;
  /** The pickup locations the account has (orders naming another are refused). */
  pickupLocations: string[];
  /** The shop's tracking webhook; unset: scans are kept for the tracking API but not sent. */
  webhookUrl?: string;
  /** How long a token lasts (Shiprocket's: 10 days). */
  tokenTtlSeconds?: number;
  log?: (line: string) => void;
}

/** The scans a test may send, as Shiprocket names and numbers them. */
const SANDBOX_TRACKING_EVENTS = {
  "picked-up": { id: 42, label: "PICKED UP", activity: "Shipment picked up" },
  "in-transit": { id: 18, label: "IN TRANSIT", activity: "In transit to destination hub" },
  "out-for-delivery": { id: 17, label: "OUT FOR DELIVERY", activity: "Out for delivery" },
  ndr: { id: 21, label: "UNDELIVERED", activity: "Consignee unavailable" },
  delivered: { id: 7, label: "DELIVERED", activity: "Delivered to consignee" },
  "rto-initiated": { id: 9, label: "RTO INITIATED", activity: "Return to origin initiated" },
  "rto-delivered": { id: 10, label: "RTO DELIVERED", activity: "Returned to origin" },
} as const;

type SandboxTrackingEvent = keyof typeof SANDBOX_TRACKING_EVENTS;

/** How the next requests to a path fail: created but answered 500 (a lost answer), down (503), or refused (422). */
type SandboxFault = "after-create" | "outage" | "refuse";

interface SandboxScan {
  date: string;
  status: string;
  activity: string;
  location: string;
  "sr-status": string;
  "sr-status-label": string;
}

interface SandboxShipment {
  id: number;
  orderId: number;
  awb: string | null;
  courierId: number | null;
  courierName: string | null;
  labelUrl: string | null;
  manifestUrl: string | null;
  pickupScheduled: string | null;
  scans: SandboxScan[];
}

interface SandboxShiprocketOrder {
  id: number;
  channelOrderId: string;
  kind: "forward" | "return";
  status: "NEW" | "CANCELED" | "RETURN PENDING";
  paymentMethod: string;
  codAmount: number;
  request: Record<string, unknown>;
  shipment: SandboxShipment;
}

export interface ShiprocketSandbox {
  url: string;
  orders: SandboxShiprocketOrder[];
  /** How many times the shop logged in. */
  logins(): number;
  failNext(path: string, kind: SandboxFault, count?: number): void;
  expireTokens(): void;
  /**
   * A scan of a parcel: kept for the tracking API and sent to the shop's webhook (with `token`
   * instead of the right one, if given; not at all with `send: false`); answers the shop's status.
   */
  track(awb: string, event: SandboxTrackingEvent, at: Date, options?: { token?: string; send?: boolean }): Promise<number>;
  close(): Promise<void>;
}

const COURIERS = [
  { courier_company_id: 10, courier_name: "Delhivery Surface", rate: 82.6, estimated_delivery_days: "4" },
  { courier_company_id: 24, courier_name: "Xpressbees Surface", rate: 76.2, estimated_delivery_days: "5" },
  { courier_company_id: 1, courier_name: "Blue Dart Air", rate: 145.0, estimated_delivery_days: "2" },
];
const RECOMMENDED = 10;

class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly errors?: Record<string, string[]>,
  ) {
    super(message);
  }
}

const PINCODE = /^[1-9]\d{5}$/;

export async function startShiprocketSandbox(options: ShiprocketSandboxOptions): Promise<ShiprocketSandbox> {
  const log = options.log ?? (() => {});
  const ttlMs = (options.tokenTtlSeconds ?? 10 * 24 * 3600) * 1000;
  const tokens = new Map<string, number>();
  const orders: SandboxShiprocketOrder[] = [];
  const files = new Map<string, Buffer>();
  const faults = new Map<string, SandboxFault[]>();
  let logins = 0;
  let nextOrderId = 500_000_000;
  let baseUrl = "";

  const istText = (at: Date) => new Date(at.getTime() + 330 * 60_000).toISOString().slice(0, 19).replace("T", " ");
  const webhookTime = (at: Date) => {
    const [date, time] = istText(at).split(" ");
    const [y, m, d] = date.split("-");
    return `${d} ${m} ${y} ${time}`;
  };
  const shipmentById = (id: unknown) => {
    const order = orders.find((o) => o.shipment.id === Number(id));
    if (!order) throw new ApiError(400, "Invalid shipment id", { shipment_id: [`Shipment ${String(id)} not found`] });
    return order;
  };
  const firstShipmentId = (body: Record<string, unknown>) => (Array.isArray(body.shipment_id) ? body.shipment_id[0] : body.shipment_id);

  function takeFault(path: string): SandboxFault | undefined {
    return faults.get(path)?.shift();
  }

  function createOrder(body: Record<string, unknown>, kind: "forward" | "return"): SandboxShiprocketOrder {
    const required =
      kind === "forward"
        ? [
            "order_id",
            "order_date",
            "pickup_location",
            "billing_customer_name",
            "billing_address",
            "billing_city",
            "billing_pincode",
            "billing_state",
            "billing_phone",
            "payment_method",
            "sub_total",
            "length",
            "breadth",
            "height",
            "weight",
          ]
        : [
            "order_id",
            "order_date",
            "pickup_customer_name",
            "pickup_address",
            "pickup_city",
            "pickup_pincode",
            "pickup_phone",
            "payment_method",
            "sub_total",
            "length",
            "breadth",
            "height",
            "weight",
          ];
    const missing = required.filter((field) => body[field] === undefined || body[field] === "");
    if (missing.length > 0) {
      throw new ApiError(
        422,
        "Oops! Invalid Data.",
        Object.fromEntries(missing.map((f) => [f, [`The ${f.replace(/_/g, " ")} field is required.`]])),
      );
    }
    if (kind === "forward" && !options.pickupLocations.includes(String(body.pickup_location))) {
      throw new ApiError(422, `Wrong Pickup location entered. Please choose one location from data given`, {
        pickup_location: options.pickupLocations,
      });
    }
    const pincode = String(kind === "forward" ? body.billing_pincode : body.pickup_pincode);
    if (!PINCODE.test(pincode)) throw new ApiError(422, "Oops! Invalid Data.", { billing_pincode: ["The pincode must be 6 digits."] });
    const items = Array.isArray(body.order_items) ? (body.order_items as Array<Record<string, unknown>>) : [];
    if (items.length === 0 || items.some((i) => !i.name || !i.sku || !(Number(i.units) > 0))) {
      throw new ApiError(422, "Oops! Invalid Data.", { order_items: ["Each item needs a name, a sku and units."] });
    }
    if (Number(body.weight) <= 0) throw new ApiError(422, "Oops! Invalid Data.", { weight: ["The weight must be greater than 0."] });
    nextOrderId += 1;
    const order: SandboxShiprocketOrder = {
      id: nextOrderId,
      channelOrderId: String(body.order_id),
      kind,
      status: kind === "forward" ? "NEW" : "RETURN PENDING",
      paymentMethod: String(body.payment_method),
      codAmount: Number(body.cod_amount ?? (body.payment_method === "COD" ? body.sub_total : 0)),
      request: body,
      shipment: {
        id: nextOrderId + 300_000_000,
        orderId: nextOrderId,
        awb: null,
        courierId: null,
        courierName: null,
        labelUrl: null,
        manifestUrl: null,
        pickupScheduled: null,
        scans: [],
      },
    };
    orders.push(order);
    log(`${kind} order ${order.id} for ${order.channelOrderId}`);
    return order;
  }

  function orderView(o: SandboxShiprocketOrder) {
    return {
      id: o.id,
      channel_order_id: o.channelOrderId,
      status: o.status,
      payment_method: o.paymentMethod,
      shipments: [{ id: o.shipment.id, awb: o.shipment.awb ?? "", courier: o.shipment.courierName ?? "" }],
    };
  }

  function pdf(kind: string, order: SandboxShiprocketOrder): string {
    const name = `${kind}-${order.shipment.id}.pdf`;
    files.set(
      name,
      tinyPdf(`${kind === "label" ? "Shipping label" : "Manifest"} ${order.shipment.awb ?? ""} order ${order.channelOrderId}`),
    );
    return `${baseUrl}/sandbox/files/${name}`;
  }

  function api(method: string, path: string, url: URL, body: Record<string, unknown>, auth: string | undefined) {
    if (method === "POST" && path === "/v1/external/auth/login") {
      if (body.email !== options.email || body.password !== options.password)
        throw new ApiError(403, "Invalid email and password combination");
      logins += 1;
      const token = crypto.randomBytes(24).toString("base64url");
      tokens.set(token, Date.now() + ttlMs);
      return { id: 1, email: options.email, first_name: "API", last_name: "User", company_id: 1, token, created_at: istText(new Date()) };
    }
    const token = /^Bearer (.+)$/.exec(auth ?? "")?.[1];
    const expiresAt = token ? tokens.get(token) : undefined;
    if (expiresAt === undefined) throw new ApiError(401, "Token not provided or invalid");
    if (Date.now() >= expiresAt) throw new ApiError(401, "Token has expired");
    const fault = takeFault(path);
    if (fault === "outage") throw new ApiError(503, "Service Unavailable");
    if (fault === "refuse") throw new ApiError(422, "Sandbox refused the request as asked");

    if (method === "POST" && path === "/v1/external/orders/create/adhoc") {
      const order = createOrder(body, "forward");
      if (fault === "after-create") throw new ApiError(500, "Something went wrong, please try again");
      return {
        order_id: order.id,
        shipment_id: order.shipment.id,
        status: order.status,
        status_code: 1,
        awb_code: "",
        courier_company_id: "",
        courier_name: "",
      };
    }
    if (method === "POST" && path === "/v1/external/orders/create/return") {
      const order = createOrder(body, "return");
      return { order_id: order.id, shipment_id: order.shipment.id, status: order.status, status_code: 21 };
    }
    if (method === "GET" && path === "/v1/external/orders") {
      const search = url.searchParams.get("search") ?? "";
      return { data: orders.filter((o) => o.channelOrderId.includes(search)).map(orderView) };
    }
    if (method === "GET" && path === "/v1/external/courier/serviceability") {
      const order = orders.find((o) => o.id === Number(url.searchParams.get("order_id")));
      if (!order) throw new ApiError(404, "Order not found");
      return { status: 200, data: { available_courier_companies: COURIERS, recommended_courier_company_id: RECOMMENDED } };
    }
    if (method === "POST" && path === "/v1/external/courier/assign/awb") {
      const order = shipmentById(body.shipment_id);
      if (order.status === "CANCELED") throw new ApiError(400, "Order is cancelled");
      if (order.shipment.awb) throw new ApiError(400, `AWB is already assigned for shipment ${order.shipment.id}`);
      const courier = COURIERS.find((c) => c.courier_company_id === Number(body.courier_id ?? RECOMMENDED));
      if (!courier) throw new ApiError(400, "Selected courier is not serviceable for this shipment");
      order.shipment.awb = `SR${order.shipment.id}${courier.courier_company_id}`;
      order.shipment.courierId = courier.courier_company_id;
      order.shipment.courierName = courier.courier_name;
      return {
        awb_assign_status: 1,
        response: {
          data: {
            awb_code: order.shipment.awb,
            courier_company_id: courier.courier_company_id,
            courier_name: courier.courier_name,
            shipment_id: order.shipment.id,
            order_id: order.id,
            assigned_date_time: { date: istText(new Date()) },
          },
        },
      };
    }
    if (method === "POST" && path === "/v1/external/courier/generate/label") {
      const order = shipmentById(firstShipmentId(body));
      if (!order.shipment.awb) throw new ApiError(400, "AWB is not assigned for this shipment");
      order.shipment.labelUrl ??= pdf("label", order);
      return {
        label_created: 1,
        label_url: order.shipment.labelUrl,
        response: "Label has been created and uploaded successfully!",
        not_created: [],
      };
    }
    if (method === "POST" && path === "/v1/external/manifests/generate") {
      const order = shipmentById(firstShipmentId(body));
      if (!order.shipment.awb) throw new ApiError(400, "AWB is not assigned for this shipment");
      if (order.shipment.manifestUrl) throw new ApiError(400, "Manifest already generated");
      order.shipment.manifestUrl = pdf("manifest", order);
      return { status: 1, manifest_url: order.shipment.manifestUrl };
    }
    if (method === "POST" && path === "/v1/external/courier/generate/pickup") {
      const order = shipmentById(firstShipmentId(body));
      if (!order.shipment.awb) throw new ApiError(400, "AWB is not assigned for this shipment");
      if (order.shipment.pickupScheduled) throw new ApiError(400, "Already in Pickup Queue.");
      order.shipment.pickupScheduled = istText(new Date(Date.now() + 24 * 3600_000));
      return {
        pickup_status: 1,
        response: {
          pickup_scheduled_date: order.shipment.pickupScheduled,
          pickup_token_number: `Reference No: ${order.shipment.id}`,
          status: 3,
          data: `Pickup is confirmed by ${order.shipment.courierName} For AWB :- ${order.shipment.awb}`,
        },
      };
    }
    if (method === "POST" && path === "/v1/external/orders/cancel") {
      const ids = Array.isArray(body.ids) ? body.ids.map(Number) : [];
      const found = orders.filter((o) => ids.includes(o.id));
      if (found.length === 0) throw new ApiError(422, "Oops! Invalid Data.", { ids: ["The ids field is required."] });
      for (const order of found) order.status = "CANCELED";
      return { status: 200, message: "Order cancelled successfully." };
    }
    const track = /^\/v1\/external\/courier\/track\/awb\/([^/]+)$/.exec(path);
    if (method === "GET" && track) {
      const order = orders.find((o) => o.shipment.awb === decodeURIComponent(track[1]));
      if (!order) throw new ApiError(404, "Awb not found");
      const latest = order.shipment.scans[0];
      return {
        tracking_data: {
          track_status: order.shipment.scans.length > 0 ? 1 : 0,
          shipment_status: latest ? Number(latest["sr-status"]) : 0,
          shipment_track: [{ awb_code: order.shipment.awb, current_status: latest?.["sr-status-label"] ?? "AWB ASSIGNED" }],
          shipment_track_activities: order.shipment.scans,
          etd: istText(new Date(Date.now() + 3 * 24 * 3600_000)),
        },
      };
    }
    throw new ApiError(404, "Not found");
  }

  async function track(awb: string, event: SandboxTrackingEvent, at: Date, how: { token?: string; send?: boolean } = {}): Promise<number> {
    const order = orders.find((o) => o.shipment.awb === awb);
    if (!order) throw new ApiError(404, `No shipment has the AWB ${awb}`);
    const known = SANDBOX_TRACKING_EVENTS[event];
    if (!known) throw new ApiError(400, `event must be one of ${Object.keys(SANDBOX_TRACKING_EVENTS).join(", ")}`);
    const scan: SandboxScan = {
      date: istText(at),
      status: known.label,
      activity: known.activity,
      location: "Sandbox Hub (Karnataka)",
      "sr-status": String(known.id),
      "sr-status-label": known.label,
    };
    if (!order.shipment.scans.some((s) => s.date === scan.date && s["sr-status"] === scan["sr-status"])) {
      order.shipment.scans.push(scan);
      order.shipment.scans.sort((a, b) => b.date.localeCompare(a.date));
    }
    if (!options.webhookUrl || how.send === false) return 0;
    const payload = {
      awb,
      courier_name: order.shipment.courierName,
      current_status: known.label,
      current_status_id: known.id,
      shipment_status: known.label,
      shipment_status_id: known.id,
      current_timestamp: webhookTime(at),
      order_id: order.channelOrderId,
      sr_order_id: order.id,
      awb_assigned_date: null,
      pickup_scheduled_date: order.shipment.pickupScheduled,
      etd: istText(new Date(at.getTime() + 3 * 24 * 3600_000)),
      scans: order.shipment.scans.filter((s) => s.date <= scan.date),
      is_return: order.kind === "return" ? 1 : 0,
      channel_id: 1,
      pod_status: "",
      pod: "Not Available",
    };
    const res = await fetch(options.webhookUrl, {
      method: "POST",
      headers: { "content-type": "application/json", "x-api-key": how.token ?? options.webhookToken },
      body: JSON.stringify(payload),
    });
    await res.arrayBuffer();
    log(`webhook ${known.label} for ${awb}: ${res.status}`);
    return res.status;
  }

  const handle = async (req: http.IncomingMessage, res: http.ServerResponse) => {
    const url = new URL(req.url ?? "/", "http://sandbox");
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const raw = Buffer.concat(chunks).toString("utf8");
    const json = (status: number, value: unknown) => {
      res.writeHead(status, { "content-type": "application/json", "cache-control": "no-store" });
      res.end(JSON.stringify(value));
    };
    const path = url.pathname.replace(/\/$/, "");
    try {
      let body: Record<string, unknown> = {};
      if (raw) {
        try {
          body = JSON.parse(raw);
        } catch {
          throw new ApiError(400, "Invalid JSON");
        }
      }
      const file = /^\/sandbox\/files\/([\w.-]+)$/.exec(path);
      if (req.method === "GET" && file) {
        const pdfBytes = files.get(file[1]);
        if (!pdfBytes) throw new ApiError(404, "Not found");
        res.writeHead(200, { "content-type": "application/pdf", "content-length": pdfBytes.length });
        return res.end(pdfBytes);
      }
      if (req.method === "GET" && path === "/sandbox/orders") return json(200, { orders });
      if (req.method === "POST" && path === "/sandbox/expire-tokens") {
        expireTokens();
        return json(200, { expired: tokens.size });
      }
      if (req.method === "POST" && path === "/sandbox/faults") {
        const kind = body.kind;
        if (kind !== "after-create" && kind !== "outage" && kind !== "refuse")
          throw new ApiError(400, 'kind must be "after-create", "outage" or "refuse"');
        failNext(typeof body.path === "string" ? body.path : "", kind, typeof body.count === "number" ? body.count : 1);
        return json(200, { ok: true });
      }
      if (req.method === "POST" && path === "/sandbox/track") {
        const at = new Date(typeof body.at === "string" ? body.at : Date.now());
        if (Number.isNaN(at.getTime())) throw new ApiError(400, "at must be an ISO time");
        const status = await track(typeof body.awb === "string" ? body.awb : "", body.event as SandboxTrackingEvent, at, {
          token: typeof body.token === "string" ? body.token : undefined,
          send: body.send !== false,
        });
        return json(200, { shopAnswered: status });
      }
      return json(200, api(req.method ?? "GET", path, url, body, req.headers.authorization));
    } catch (err) {
      if (!(err instanceof ApiError)) throw err;
      json(err.status, { message: err.message, status_code: err.status, ...(err.errors ? { errors: err.errors } : {}) });
    }
  };

  function failNext(path: string, kind: SandboxFault, count = 1): void {
    const list = faults.get(path) ?? [];
    for (let i = 0; i < count; i += 1) list.push(kind);
    faults.set(path, list);
  }

  function expireTokens(): void {
    for (const token of tokens.keys()) tokens.set(token, 0);
  }

  // A failure other than the API's own refusals stays unhandled, as it would in an async listener.
  const server = http.createServer((req, res) => void handle(req, res));
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, "127.0.0.1", resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url: baseUrl,
    orders,
    logins: () => logins,
    failNext,
    expireTokens,
    track,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
