/** Where and as whom the shop talks to Shiprocket (config.ts: SHIPROCKET_*). */
export interface ShiprocketSettings {
  /** https://apiv2.shiprocket.in, or the repo's sandbox in development and tests. */
  apiUrl: string;
  /** The API user made under Settings > API in Shiprocket's panel (not the account's own login). */
  email: string;
  password: string;
  /** What Shiprocket sends in `x-api-key` with each tracking webhook, as set beside the webhook's URL. */
  webhookToken: string;
  /** The pickup address's name as Shiprocket knows it (Settings > Pickup addresses). */
  pickupLocation: string;
  /** A shipment whose last scan is older than this is asked about by the tracking poll. */
  trackingPollMinutes: number;
}

/**
 * Shiprocket's refusal or failure in its own words. `status` 0 is no answer at all (unreachable);
 * `retryable` says whether asking again may succeed (it is down or busy), or the request itself is
 * wrong (a pincode no courier serves, a refused AWB) and needs a person.
 */
export class ShiprocketError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }

  get retryable(): boolean {
    return this.status === 0 || this.status === 429 || this.status >= 500;
  }
}

/** A parcel's line as Shiprocket's order takes it: prices in rupees, as its API documents. */
interface ShiprocketOrderItem {
  name: string;
  sku: string;
  units: number;
  sellingPriceRupees: number;
}

/** An order (forward or return) as the shop asks Shiprocket to carry it. */
export interface ShiprocketOrderRequest {
  /** The shop's own order id (the order's number): how a retried creation finds the first one. */
  channelOrderId: string;
  orderDate: Date;
  customer: {
    firstName: string;
    lastName: string;
    address: string;
    city: string;
    state: string;
    pincode: string;
    phone: string;
    email: string;
  };
  items: ShiprocketOrderItem[];
  /** Cash to collect at the door, in rupees; null for a prepaid order. */
  codRupees: number | null;
  subTotalRupees: number;
  /** The parcel: kilograms and centimetres, as Shiprocket takes them. */
  parcel: { weightKg: number; lengthCm: number; breadthCm: number; heightCm: number };
}

export interface ShiprocketOrderRef {
  orderId: string;
  shipmentId: string;
  /** Set when the order already had its AWB (a creation found again after a retry). */
  awb: string | null;
}

export interface ShiprocketAwb {
  awb: string;
  courierId: number;
  courierName: string;
}

export interface ShiprocketCourierRate {
  courierId: number;
  courierName: string;
  ratePaise: number;
  /** Days to deliver, as the courier estimates them. */
  estimatedDays: number | null;
  recommended: boolean;
}

/** One scan of a parcel as Shiprocket reports it (tracking API and webhook alike). */
export interface ShiprocketScan {
  /** Shiprocket's status id (`sr-status` / `current_status_id`): 42 picked up, 7 delivered, ... */
  statusId: number | null;
  status: string;
  activity: string;
  location: string;
  at: Date;
}

export interface ShiprocketTracking {
  scans: ShiprocketScan[];
  expectedDelivery: Date | null;
}

/** Tokens last 10 days; renewing a day early keeps a long batch from meeting an expired one. */
const TOKEN_LIFETIME_MS = 10 * 24 * 3600 * 1000;
const RENEW_BEFORE_MS = 24 * 3600 * 1000;

/**
 * Shiprocket's REST API (apiv2.shiprocket.in/v1/external) as the shop uses it. A bearer token from
 * POST auth/login, renewed before it expires and once more on a 401 (a token revoked early), with one
 * login at a time however many jobs ask. Every answer that is not a success is a ShiprocketError
 * carrying Shiprocket's message.
 */
export class ShiprocketClient {
  private token: { value: string; renewAt: number } | null = null;
  private login: Promise<string> | null = null;

  constructor(
    private readonly settings: ShiprocketSettings,
    private readonly now: () => Date = () => new Date(),
  ) {}

  get pickupLocation(): string {
    return this.settings.pickupLocation;
  }

  /** POST orders/create/adhoc. Not idempotent at Shiprocket: callers look for the order first (findOrder). */
  async createOrder(request: ShiprocketOrderRequest): Promise<ShiprocketOrderRef> {
    const body = await this.call("POST", "/v1/external/orders/create/adhoc", orderBody(request, this.settings.pickupLocation));
    return { orderId: String(body.order_id), shipmentId: String(body.shipment_id), awb: stringOrNull(body.awb_code) };
  }

  /** The order Shiprocket holds for the shop's order id, if an earlier attempt created it: GET orders?search=. */
  async findOrder(channelOrderId: string): Promise<ShiprocketOrderRef | null> {
    const body = await this.call("GET", `/v1/external/orders?search=${encodeURIComponent(channelOrderId)}`);
    const orders = Array.isArray(body.data) ? (body.data as Array<Record<string, unknown>>) : [];
    const found = orders.find((o) => String(o.channel_order_id) === channelOrderId);
    const shipment = Array.isArray(found?.shipments) ? (found.shipments as Array<Record<string, unknown>>)[0] : undefined;
    if (!found || !shipment) return null;
    return { orderId: String(found.id), shipmentId: String(shipment.id), awb: stringOrNull(shipment.awb) };
  }

  /** GET courier/serviceability for an order Shiprocket holds: the couriers that serve it, with their rates. */
  async courierRates(orderId: string): Promise<ShiprocketCourierRate[]> {
    const body = await this.call("GET", `/v1/external/courier/serviceability/?order_id=${encodeURIComponent(orderId)}`);
    const data = (body.data ?? {}) as Record<string, unknown>;
    const recommended = Number(data.recommended_courier_company_id);
    const companies = Array.isArray(data.available_courier_companies)
      ? (data.available_courier_companies as Array<Record<string, unknown>>)
      : [];
    return companies.map((c) => ({
      courierId: Number(c.courier_company_id),
      courierName: textOf(c.courier_name),
      ratePaise: Math.round(Number(c.rate) * 100),
      estimatedDays: c.estimated_delivery_days == null ? null : Number(c.estimated_delivery_days),
      recommended: Number(c.courier_company_id) === recommended,
    }));
  }

  /** POST courier/assign/awb: Shiprocket's recommended courier, or the one named. */
  async assignAwb(shipmentId: string, courierId: number | null): Promise<ShiprocketAwb> {
    const body = await this.call("POST", "/v1/external/courier/assign/awb", {
      shipment_id: Number(shipmentId),
      ...(courierId ? { courier_id: courierId } : {}),
    });
    const data = ((body.response as Record<string, unknown> | undefined)?.data ?? {}) as Record<string, unknown>;
    if (Number(body.awb_assign_status) !== 1 || !data.awb_code) {
      throw new ShiprocketError(400, messageOf(body) ?? "Shiprocket assigned no AWB");
    }
    return { awb: textOf(data.awb_code), courierId: Number(data.courier_company_id), courierName: textOf(data.courier_name) };
  }

  /** POST courier/generate/label: where the label's PDF is. */
  async generateLabel(shipmentId: string): Promise<string> {
    const body = await this.call("POST", "/v1/external/courier/generate/label", { shipment_id: [Number(shipmentId)] });
    if (Number(body.label_created) !== 1 || typeof body.label_url !== "string") {
      throw new ShiprocketError(400, messageOf(body) ?? "Shiprocket made no label");
    }
    return body.label_url;
  }

  /** POST manifests/generate: where the manifest's PDF is (the courier's pickup sheet). */
  async generateManifest(shipmentId: string): Promise<string> {
    const body = await this.call("POST", "/v1/external/manifests/generate", { shipment_id: [Number(shipmentId)] });
    if (typeof body.manifest_url !== "string") throw new ShiprocketError(400, messageOf(body) ?? "Shiprocket made no manifest");
    return body.manifest_url;
  }

  /** POST courier/generate/pickup: the day the courier is to come for the parcel. */
  async schedulePickup(shipmentId: string): Promise<Date | null> {
    const body = await this.call("POST", "/v1/external/courier/generate/pickup", { shipment_id: [Number(shipmentId)] });
    if (Number(body.pickup_status) !== 1) throw new ShiprocketError(400, messageOf(body) ?? "Shiprocket scheduled no pickup");
    const response = (body.response ?? {}) as Record<string, unknown>;
    return parseShiprocketTime(stringOrNull(response.pickup_scheduled_date));
  }

  /** POST orders/cancel: Shiprocket's orders (before pickup). */
  async cancelOrder(orderId: string): Promise<void> {
    await this.call("POST", "/v1/external/orders/cancel", { ids: [Number(orderId)] });
  }

  /** POST orders/create/return: a reverse pickup from the customer back to the pickup location. */
  async createReturnOrder(request: ShiprocketOrderRequest): Promise<ShiprocketOrderRef> {
    const body = await this.call("POST", "/v1/external/orders/create/return", returnBody(request, this.settings.pickupLocation));
    return { orderId: String(body.order_id), shipmentId: String(body.shipment_id), awb: null };
  }

  /** GET courier/track/awb/{awb}: the parcel's scans and expected delivery (the tracking poll). */
  async track(awb: string): Promise<ShiprocketTracking> {
    const body = await this.call("GET", `/v1/external/courier/track/awb/${encodeURIComponent(awb)}`);
    const data = (body.tracking_data ?? {}) as Record<string, unknown>;
    const activities = Array.isArray(data.shipment_track_activities)
      ? (data.shipment_track_activities as Array<Record<string, unknown>>)
      : [];
    const scans = activities.flatMap((a) => {
      const at = parseShiprocketTime(stringOrNull(a.date));
      if (!at) return [];
      return [
        {
          statusId: a["sr-status"] == null || a["sr-status"] === "NA" ? null : Number(a["sr-status"]),
          status: textOf(a["sr-status-label"]) || textOf(a.status),
          activity: textOf(a.activity),
          location: textOf(a.location),
          at,
        },
      ];
    });
    return { scans, expectedDelivery: parseShiprocketTime(stringOrNull(data.etd)) };
  }

  private async call(method: "GET" | "POST", path: string, body?: object): Promise<Record<string, unknown>> {
    const token = await this.currentToken();
    const first = await this.request(method, path, body, token);
    if (first.status !== 401) return answerOf(first);
    // A token Shiprocket no longer takes (expired early, or revoked): log in again, once.
    if (this.token?.value === token) this.token = null;
    return answerOf(await this.request(method, path, body, await this.currentToken()));
  }

  private async currentToken(): Promise<string> {
    if (this.token && this.now().getTime() < this.token.renewAt) return this.token.value;
    this.login ??= this.logIn().finally(() => (this.login = null));
    return this.login;
  }

  private async logIn(): Promise<string> {
    const issued = this.now().getTime();
    const answer = answerOf(
      await this.request("POST", "/v1/external/auth/login", { email: this.settings.email, password: this.settings.password }),
    );
    if (typeof answer.token !== "string") throw new ShiprocketError(502, "Shiprocket's login answered no token");
    this.token = { value: answer.token, renewAt: issued + TOKEN_LIFETIME_MS - RENEW_BEFORE_MS };
    return answer.token;
  }

  private async request(method: string, path: string, body?: object, token?: string): Promise<{ status: number; body: unknown }> {
    let res: Response;
    try {
      res = await fetch(`${this.settings.apiUrl}${path}`, {
        method,
        headers: { "content-type": "application/json", ...(token ? { authorization: `Bearer ${token}` } : {}) },
        body: body ? JSON.stringify(body) : undefined,
        signal: AbortSignal.timeout(30_000),
      });
    } catch (err) {
      throw new ShiprocketError(0, `Shiprocket could not be reached: ${err instanceof Error ? err.message : String(err)}`);
    }
    const text = await res.text();
    let parsed: unknown = null;
    try {
      parsed = text ? JSON.parse(text) : {};
    } catch {
      parsed = { message: text.slice(0, 200) };
    }
    return { status: res.status, body: parsed };
  }
}

function answerOf(answer: { status: number; body: unknown }): Record<string, unknown> {
  const body = (answer.body && typeof answer.body === "object" ? answer.body : {}) as Record<string, unknown>;
  if (answer.status >= 200 && answer.status < 300) return body;
  throw new ShiprocketError(answer.status, messageOf(body) ?? `Shiprocket answered ${answer.status}`);
}

/** Shiprocket's message, with the fields it names (`errors: { field: [why] }`) when it gives them. */
function messageOf(body: Record<string, unknown>): string | null {
  const errors = body.errors && typeof body.errors === "object" ? Object.values(body.errors as Record<string, unknown>).flat() : [];
  const message = typeof body.message === "string" && body.message ? body.message : null;
  const detail = errors.filter((e) => typeof e === "string").join("; ");
  return [message, detail].filter(Boolean).join(": ") || null;
}

/** A string or number Shiprocket sent, as text; anything else (absent, an object) is "". */
export function textOf(value: unknown): string {
  return typeof value === "string" ? value : typeof value === "number" ? String(value) : "";
}

function stringOrNull(value: unknown): string | null {
  return typeof value === "string" && value !== "" ? value : typeof value === "number" ? String(value) : null;
}

/**
 * Shiprocket's times are India's, without a zone: "2026-11-28 14:05:00" in its APIs and
 * "28 11 2026 14:05:00" in its webhooks' current_timestamp.
 */
export function parseShiprocketTime(text: string | null): Date | null {
  if (!text) return null;
  const iso = /^(\d{4})-(\d{2})-(\d{2})(?:[ T](\d{2}):(\d{2})(?::(\d{2}))?)?$/.exec(text.trim());
  const webhook = /^(\d{2}) (\d{2}) (\d{4}) (\d{2}):(\d{2}):(\d{2})$/.exec(text.trim());
  const [y, mo, d, h, mi, s] = iso
    ? [iso[1], iso[2], iso[3], iso[4] ?? "00", iso[5] ?? "00", iso[6] ?? "00"]
    : webhook
      ? [webhook[3], webhook[2], webhook[1], webhook[4], webhook[5], webhook[6]]
      : [];
  if (!y) return null;
  const at = new Date(`${y}-${mo}-${d}T${h}:${mi}:${s}+05:30`);
  return Number.isNaN(at.getTime()) ? null : at;
}

/** A time as Shiprocket's APIs write them: India's, "YYYY-MM-DD HH:MM". */
function shiprocketTime(at: Date): string {
  return new Date(at.getTime() + 330 * 60_000).toISOString().slice(0, 16).replace("T", " ");
}

function orderBody(r: ShiprocketOrderRequest, pickupLocation: string): object {
  return {
    order_id: r.channelOrderId,
    order_date: shiprocketTime(r.orderDate),
    pickup_location: pickupLocation,
    billing_customer_name: r.customer.firstName,
    billing_last_name: r.customer.lastName,
    billing_address: r.customer.address,
    billing_city: r.customer.city,
    billing_pincode: r.customer.pincode,
    billing_state: r.customer.state,
    billing_country: "India",
    billing_email: r.customer.email,
    billing_phone: r.customer.phone,
    shipping_is_billing: true,
    ...common(r),
  };
}

function returnBody(r: ShiprocketOrderRequest, pickupLocation: string): object {
  return {
    order_id: r.channelOrderId,
    order_date: shiprocketTime(r.orderDate),
    pickup_customer_name: r.customer.firstName,
    pickup_last_name: r.customer.lastName,
    pickup_address: r.customer.address,
    pickup_city: r.customer.city,
    pickup_state: r.customer.state,
    pickup_country: "India",
    pickup_pincode: r.customer.pincode,
    pickup_email: r.customer.email,
    pickup_phone: r.customer.phone,
    // The return goes back to the pickup location: Shiprocket takes it by name for the shop's own address.
    shipping_customer_name: pickupLocation,
    ...common({ ...r, codRupees: null }),
  };
}

function common(r: ShiprocketOrderRequest): object {
  return {
    order_items: r.items.map((i) => ({ name: i.name, sku: i.sku, units: i.units, selling_price: i.sellingPriceRupees })),
    payment_method: r.codRupees === null ? "Prepaid" : "COD",
    ...(r.codRupees === null ? {} : { cod_amount: r.codRupees }),
    sub_total: r.subTotalRupees,
    length: r.parcel.lengthCm,
    breadth: r.parcel.breadthCm,
    height: r.parcel.heightCm,
    weight: r.parcel.weightKg,
  };
}
