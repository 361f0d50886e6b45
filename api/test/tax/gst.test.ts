import { createProduct } from "../support/catalog-fixtures";
import { connectionField, expectPageSizesRefused, walkPages } from "../support/connection-pages";
import {
  ADDRESS,
  addToCart,
  CREATE_COUPON,
  customerWithBag,
  placeCheckout,
  placeCheckoutOk,
  pressSimulatorButton,
} from "../support/commerce";
import { waitForEmail } from "../support/outbox";
import { pdfToText } from "../support/pdf-text";
import { startTestShop, type TestShop } from "../support/test-shop";
import { graphql } from "../gql";
import type { ShippingInfoInput } from "../gql/graphql";

/** GST through the public surface: settings, invoices at placement, PDFs, credit notes, the report. */

graphql(
  `fragment GstAmounts on TaxAmounts { charged { paise } taxable { paise } cgst { paise } sgst { paise } igst { paise } totalTax { paise formatted } }`,
);
graphql(`fragment GstSettings on ShopSettings {
  seller { legalName gstin address state stateCode }
  invoicing { invoicePrefix creditNotePrefix }
  gst { deliveryRate deliverySac giftWrapRate giftWrapHsn defaultGoodsRate defaultGoodsHsn }
  invoicingProblems
}`);
const GET_SETTINGS = graphql(`query GstShopSettings { shopSettings { ...GstSettings } }`);
const UPDATE_SETTINGS = graphql(
  `mutation GstUpdateShopSettings($input: ShopSettingsInput!) { updateShopSettings(input: $input) { ...GstSettings } }`,
);
const ADD_RATE = graphql(
  `mutation GstAddRate($input: GstRateInput!) { addGstRate(input: $input) { id hsn rate effectiveFrom categoryId productId } }`,
);
const DELETE_RATE = graphql(`mutation GstDeleteRate($id: ID!) { deleteGstRate(id: $id) { id } }`);
const ORDER_TAX = graphql(`query GstOrderTax($id: ID!) { order(id: $id) {
  id totals { total { paise } }
  items { id tax { hsn rate amounts { taxable { paise } } } }
  invoice { number issuedAt placeOfSupply placeOfSupplyCode supplyType pdfUrl amounts { ...GstAmounts }
    lines { kind description hsn quantity rate gross { paise } discount { paise } amounts { ...GstAmounts } } }
  creditNotes { number reason pdfUrl amounts { ...GstAmounts } lines { description hsn quantity amounts { ...GstAmounts } } }
} }`);
const SET_STATUS = graphql(
  `mutation GstSetStatus($id: ID!, $status: OrderStatus!) { updateOrderStatus(id: $id, status: $status) { id status } }`,
);
const DELETE_ORDER = graphql(`mutation GstDeleteOrder($id: ID!) { deleteOrder(id: $id) { id } }`);
const MANUAL_REFUND = graphql(`mutation GstManualRefund($input: ManualRefundInput!) { recordManualRefund(input: $input) { id status } }`);
const REFUND = graphql(`mutation GstRefund($input: RefundOrderInput!) { refundOrder(input: $input) { id status } }`);
const CHECKOUT_ORDER_ID = graphql(`query GstCheckoutOrderId($id: ID!) { checkout(id: $id) { orderId } }`);
const REQUEST_RETURN = graphql(`mutation GstRequestReturn($input: RequestReturnInput!) { requestReturn(input: $input) { id } }`);
const DECIDE_RETURN = graphql(`mutation GstDecideReturn($id: ID!, $approve: Boolean!) { decideReturn(id: $id, approve: $approve) { id } }`);
const RECEIVE_RETURN = graphql(
  `mutation GstReceiveReturn($id: ID!, $input: ReceiveReturnInput!) { receiveReturn(id: $id, input: $input) { id status } }`,
);
const REPORT = graphql(`query GstReport($month: String!) { gstReport(month: $month) {
  month invoiceCount creditNoteCount net { ...GstAmounts } creditNotes { ...GstAmounts }
  byRate { rate amounts { ...GstAmounts } }
  byStateAndRate { placeOfSupply placeOfSupplyCode supplyType rate amounts { ...GstAmounts } }
  hsnSummary { hsn rate quantity kinds amounts { ...GstAmounts } }
  b2cl { invoiceNumber invoiceDate invoiceValue { paise } placeOfSupplyCode rate amounts { ...GstAmounts } }
  b2clCreditNotes { creditNoteNumber invoiceNumber amounts { ...GstAmounts } }
  b2csCsvPath hsnCsvPath b2clCsvPath cdnurCsvPath
} }`);
const CHECKOUT_GST = graphql(
  `query GstCheckoutGst($state: String!, $couponCode: String) { checkoutGst(shippingState: $state, couponCode: $couponCode) { ...GstAmounts } }`,
);

const SELLER = {
  legalName: "Bagzone Retail Private Limited",
  gstin: "27AAPFU0939F1ZV",
  address: "Unit 4, Kamala Mills\nLower Parel\nMumbai 400013",
  state: "Maharashtra",
};
const KARNATAKA = {
  ...ADDRESS,
  firstName: "Ravi",
  lastName: "Rao",
  address: "8 Brigade Road",
  city: "Bengaluru",
  state: "Karnataka",
  postalCode: "560001",
};

/** Invoices are dated by the shop's clock, which each test sets (an Indian time, +05:30). */
let now = new Date("2026-11-10T12:00:00+05:30");
let t: TestShop;
let admin: string;

beforeAll(async () => {
  t = await startTestShop({}, { clock: () => now });
  admin = await t.adminToken();
});
afterAll(() => t.close());

const at = (indianTime: string) => {
  now = new Date(`${indianTime}+05:30`);
};

async function setSeller() {
  await t.gqlOk(UPDATE_SETTINGS, { input: { seller: SELLER, invoicing: { invoicePrefix: "bz", creditNotePrefix: "BZC" } } }, admin);
}

/** A product in a category of its own with a rate from 2017, and a COD order of it; returns the order with its tax. */
async function order(
  options: {
    pricePaise?: number;
    quantity?: number;
    giftWrap?: boolean;
    address?: ShippingInfoInput;
    couponCode?: string;
    productId?: string;
    ratePercent?: number;
  } = {},
) {
  const productId = options.productId ?? (await ratedProduct(options.pricePaise ?? 1180_00, options.ratePercent ?? 18)).id;
  const customer = await customerWithBag(t, productId, options.quantity ?? 1, { giftWrap: options.giftWrap });
  const checkout = await placeCheckoutOk(t, customer.token, { shippingInfo: options.address, couponCode: options.couponCode });
  const placed = (await t.gqlOk(ORDER_TAX, { id: checkout.orderId }, customer.token)).order;
  return { ...placed, customer };
}

async function ratedProduct(pricePaise: number, ratePercent: number, hsn = "4202") {
  const product = await createProduct(t.dataSource, { pricePaise, countInStock: 1000 });
  const [{ category_id: categoryId }] = await t.dataSource.query(`SELECT category_id FROM products WHERE id = $1`, [product.id]);
  await t.gqlOk(ADD_RATE, { input: { categoryId, hsn, rate: ratePercent, effectiveFrom: "2017-07-01" } }, admin);
  return { ...product, categoryId: categoryId as string };
}

async function pdfText(url: string, token?: string): Promise<{ status: number; type?: string; text: string }> {
  const req = t.http
    .get(url)
    .buffer(true)
    .parse((res, cb) => {
      const chunks: Buffer[] = [];
      res.on("data", (c: Buffer) => chunks.push(c));
      res.on("end", () => cb(null, Buffer.concat(chunks)));
    });
  if (token) req.set("authorization", `Bearer ${token}`);
  const res = await req;
  if (res.status !== 200) return { status: res.status, text: "" };
  return { status: 200, type: res.headers["content-type"], text: await pdfToText(res.body as Buffer) };
}

type AmountPart = "charged" | "taxable" | "cgst" | "sgst" | "igst";
const sumOf = (lines: { amounts: Record<AmountPart, { paise: number }> }[], part: AmountPart) =>
  lines.reduce((s, l) => s + l.amounts[part].paise, 0);

describe("settings", () => {
  it("starts without a seller, says invoices cannot be issued, and places orders without one meanwhile", async () => {
    const settings = (await t.gqlOk(GET_SETTINGS)).shopSettings;
    expect(settings.invoicingProblems).toEqual([
      "The seller's legal name is not set",
      "The seller's GSTIN is not set",
      "The seller's registered address is not set",
      "The seller's state is not set",
    ]);
    expect(settings.gst).toEqual({
      deliveryRate: 18,
      deliverySac: "996812",
      giftWrapRate: 18,
      giftWrapHsn: "4823",
      defaultGoodsRate: 18,
      defaultGoodsHsn: "4202",
    });
    const placed = await order();
    expect(placed.invoice).toBeNull();
    expect((await pdfText(`/api/orders/${placed.id}/invoice`, placed.customer.token)).status).toBe(404);
  });

  it("refuses a bad GSTIN, one of another state, a bad prefix and rate, naming the field, and changes nothing", async () => {
    const problems: [Record<string, unknown>, string, string][] = [
      [
        { seller: { ...SELLER, gstin: "27AAPFU0939F1ZX" } },
        "seller.gstin",
        "GSTIN's check character does not match: please check it for a typo",
      ],
      [
        { seller: { ...SELLER, gstin: "27AAPFU0939F1Z" } },
        "seller.gstin",
        "GSTIN must be 15 characters: state code, PAN, entity number, Z and a check character",
      ],
      [{ seller: { ...SELLER, state: "Karnataka" } }, "seller.gstin", "GSTIN starts with 27, but Karnataka's code is 29"],
      [{ seller: { ...SELLER, state: "Atlantis" } }, "seller.state", "State must be a state or union territory of India"],
      [{ seller: { ...SELLER, legalName: "  " } }, "seller.legalName", "Legal name is required"],
      [
        { invoicing: { invoicePrefix: "BZ/1", creditNotePrefix: "CN" } },
        "invoicing.invoicePrefix",
        "Prefix must be 1 to 3 letters or digits",
      ],
      [
        { invoicing: { invoicePrefix: "BZ", creditNotePrefix: "bz" } },
        "invoicing.creditNotePrefix",
        "Credit notes need a prefix of their own",
      ],
      [
        {
          gst: {
            deliveryRate: 18.555,
            deliverySac: "996812",
            giftWrapRate: 18,
            giftWrapHsn: "4823",
            defaultGoodsRate: 18,
            defaultGoodsHsn: "4202",
          },
        },
        "gst.deliveryRate",
        "Delivery rate must be a percentage from 0 to 100 with at most two decimals",
      ],
      [
        {
          gst: {
            deliveryRate: 18,
            deliverySac: "99681",
            giftWrapRate: 18,
            giftWrapHsn: "4823",
            defaultGoodsRate: 18,
            defaultGoodsHsn: "4202",
          },
        },
        "gst.deliverySac",
        "Delivery SAC must be 4, 6 or 8 digits",
      ],
    ];
    for (const [input, field, message] of problems) {
      const res = await t.gql(UPDATE_SETTINGS, { input }, admin);
      expect(res.errors?.[0]).toMatchObject({ message, extensions: { code: "BAD_USER_INPUT" } });
      expect(JSON.stringify(res.errors?.[0].extensions)).toContain(field);
    }
    expect((await t.gqlOk(GET_SETTINGS)).shopSettings.seller.gstin).toBe("");
  });

  it("lets only admins change settings", async () => {
    const customer = await t.registerCustomer();
    const input = { seller: SELLER };
    expect((await t.gql(UPDATE_SETTINGS, { input }, customer.token)).errors?.[0].extensions?.code).toBe("FORBIDDEN");
    expect((await t.gql(UPDATE_SETTINGS, { input })).errors?.[0].extensions?.code).toBe("UNAUTHENTICATED");
  });

  it("keeps the seller's details, normalised, and the sections not sent", async () => {
    const updated = (
      await t.gqlOk(UPDATE_SETTINGS, { input: { seller: { ...SELLER, gstin: " 27aapfu0939f1zv ", state: "maharashtra" } } }, admin)
    ).updateShopSettings;
    expect(updated.seller).toEqual({ ...SELLER, stateCode: "27" });
    expect(updated.invoicingProblems).toEqual([]);
    expect(updated.invoicing).toEqual({ invoicePrefix: "INV", creditNotePrefix: "CN" });
    await setSeller();
    expect((await t.gqlOk(GET_SETTINGS)).shopSettings.invoicing).toEqual({ invoicePrefix: "BZ", creditNotePrefix: "BZC" });
  });
});

describe("invoices at placement", () => {
  beforeAll(setSeller);

  it("splits an order shipped within the seller's state into CGST and SGST, gift wrap and delivery included", async () => {
    at("2026-11-10T12:00:00");
    const placed = await order({ pricePaise: 472_00, quantity: 2, giftWrap: true });
    const invoice = placed.invoice;
    expect(invoice).toMatchObject({ supplyType: "INTRA_STATE", placeOfSupply: "Maharashtra", placeOfSupplyCode: "27" });
    expect(invoice.number).toMatch(/^BZ\/26-27\/\d{6}$/);
    // 944 at 18%: 800 + 72 + 72; gift wrap 35 at 18%: 29.66 + 2.67 + 2.67; delivery 50 at 18%: 42.38 + 3.81 + 3.81
    expect(
      invoice.lines.map((l) => [
        l.kind,
        l.hsn,
        l.quantity,
        l.rate,
        l.amounts.taxable.paise,
        l.amounts.cgst.paise,
        l.amounts.sgst.paise,
        l.amounts.igst.paise,
      ]),
    ).toEqual([
      ["GOODS", "4202", 2, 18, 800_00, 72_00, 72_00, 0],
      ["GIFT_WRAP", "4823", 1, 18, 29_66, 2_67, 2_67, 0],
      ["DELIVERY", "996812", 1, 18, 42_38, 3_81, 3_81, 0],
    ]);
    expect(invoice.amounts.charged.paise).toBe(placed.totals.total.paise);
    expect(sumOf(invoice.lines, "charged")).toBe(placed.totals.total.paise);
    expect(invoice.amounts).toMatchObject({
      taxable: { paise: 872_04 },
      cgst: { paise: 78_48 },
      sgst: { paise: 78_48 },
      igst: { paise: 0 },
    });
    // Each order line carries its own snapshot.
    expect(placed.items.map((i) => i.tax)).toEqual([{ hsn: "4202", rate: 18, amounts: { taxable: { paise: 800_00 } } }]);
  });

  it("charges IGST on an order shipped to another state", async () => {
    const placed = await order({ pricePaise: 1180_00, address: KARNATAKA });
    expect(placed.invoice).toMatchObject({ supplyType: "INTER_STATE", placeOfSupply: "Karnataka", placeOfSupplyCode: "29" });
    expect(placed.invoice.lines[0].amounts).toMatchObject({
      taxable: { paise: 1000_00 },
      igst: { paise: 180_00 },
      cgst: { paise: 0 },
      sgst: { paise: 0 },
    });
    expect(placed.invoice.amounts.charged.paise).toBe(placed.totals.total.paise);
  });

  it("spreads a coupon's discount over the product lines in proportion, and the lines still add up to what was charged", async () => {
    await t.gqlOk(CREATE_COUPON, { input: { code: "GST10", percentOff: 10 } }, admin);
    const bag = await ratedProduct(999_00, 12);
    const belt = await ratedProduct(1499_00, 18);
    const customer = await customerWithBag(t, bag.id, 1);
    await addToCart(t, customer, belt.id, { quantity: 2 });
    const shown = (await t.gqlOk(CHECKOUT_GST, { state: "Maharashtra", couponCode: "GST10" }, customer.token)).checkoutGst;
    const checkout = await placeCheckoutOk(t, customer.token, { couponCode: "GST10" });
    const placed = (await t.gqlOk(ORDER_TAX, { id: checkout.orderId }, customer.token)).order;
    const [first, second] = placed.invoice.lines;
    // Discount 399.70 of 3997.00, in proportion: 99.90 and 299.80
    expect([first.discount.paise, second.discount.paise]).toEqual([99_90, 299_80]);
    expect(first.amounts.charged.paise).toBe(999_00 - 99_90);
    expect(placed.invoice.lines).toHaveLength(2); // above Rs. 1,000: free delivery
    expect(placed.invoice.amounts.charged.paise).toBe(placed.totals.total.paise);
    expect(sumOf(placed.invoice.lines, "taxable") + sumOf(placed.invoice.lines, "cgst") + sumOf(placed.invoice.lines, "sgst")).toBe(
      placed.totals.total.paise,
    );
    // The checkout showed the GST the invoice carries.
    expect(shown.totalTax.paise).toBe(placed.invoice.amounts.totalTax.paise);
  });

  it("applies a rate change from its date: an order the day before keeps the old rate, one on the day gets the new", async () => {
    const product = await ratedProduct(1120_00, 12, "420222");
    const [{ category_id: categoryId }] = await t.dataSource.query(`SELECT category_id FROM products WHERE id = $1`, [product.id]);
    await t.gqlOk(ADD_RATE, { input: { categoryId, hsn: "420222", rate: 5, effectiveFrom: "2026-12-16" } }, admin);

    at("2026-12-15T23:59:00");
    const before = await order({ productId: product.id });
    at("2026-12-16T00:01:00");
    const after = await order({ productId: product.id });
    expect(before.invoice.lines[0]).toMatchObject({ rate: 12, amounts: { taxable: { paise: 1000_00 }, cgst: { paise: 60_00 } } });
    expect(after.invoice.lines[0]).toMatchObject({
      rate: 5,
      amounts: { taxable: { paise: 1066_66 }, cgst: { paise: 26_67 }, sgst: { paise: 26_67 } },
    });
    // The earlier invoice keeps its rate.
    expect((await t.gqlOk(ORDER_TAX, { id: before.id }, admin)).order.invoice.lines[0].rate).toBe(12);

    // A product's own rate overrides its category's.
    await t.gqlOk(ADD_RATE, { input: { productId: product.id, hsn: "42022290", rate: 28, effectiveFrom: "2026-12-16" } }, admin);
    expect((await order({ productId: product.id })).invoice.lines[0]).toMatchObject({ hsn: "42022290", rate: 28 });
    at("2026-11-10T12:00:00");
  });

  it("refuses a rate for both or neither subject, a duplicate date, and deleting a rate in effect", async () => {
    const product = await ratedProduct(500_00, 18);
    const input = { hsn: "4202", rate: 12, effectiveFrom: "2030-01-01" };
    expect((await t.gql(ADD_RATE, { input }, admin)).errors?.[0]).toMatchObject({
      message: "A rate is for either a category or a product",
      extensions: { code: "BAD_USER_INPUT" },
    });
    expect(
      (await t.gql(ADD_RATE, { input: { ...input, categoryId: product.categoryId, effectiveFrom: "2017-07-01" } }, admin)).errors?.[0]
        .extensions?.code,
    ).toBe("GST_RATE_EXISTS");
    for (const effectiveFrom of ["2030-02-30x", "2030-02-30"]) {
      expect(
        (await t.gql(ADD_RATE, { input: { ...input, categoryId: product.categoryId, effectiveFrom } }, admin)).errors?.[0],
      ).toMatchObject({
        message: "Effective from must be a date, YYYY-MM-DD",
        extensions: { code: "BAD_USER_INPUT" },
      });
    }
    expect(
      (await t.gql(ADD_RATE, { input: { ...input, categoryId: "00000000-0000-4000-8000-000000000000" } }, admin)).errors?.[0].extensions
        ?.code,
    ).toBe("NOT_FOUND");
    const future = (await t.gqlOk(ADD_RATE, { input: { ...input, categoryId: product.categoryId } }, admin)).addGstRate;
    expect((await t.gqlOk(DELETE_RATE, { id: future.id }, admin)).deleteGstRate).toEqual({ id: future.id });
    const inEffect = (
      await t.gqlOk(
        graphql(`query GstRates($c: ID) { gstRates(categoryId: $c) { nodes { id effectiveFrom } } }`),
        { c: product.categoryId },
        admin,
      )
    ).gstRates.nodes;
    expect(inEffect).toEqual([{ id: expect.any(String), effectiveFrom: "2017-07-01" }]);
    expect((await t.gql(DELETE_RATE, { id: inEffect[0].id }, admin)).errors?.[0].extensions?.code).toBe("GST_RATE_IN_EFFECT");

    // A category's rates page like every list, newest first.
    for (const effectiveFrom of ["2031-04-01", "2032-04-01"]) {
      await t.gqlOk(ADD_RATE, { input: { ...input, categoryId: product.categoryId, effectiveFrom } }, admin);
    }
    const rates = connectionField({
      query: graphql(
        `query GstRates2($c: ID, $first: Int, $after: String) { gstRates(categoryId: $c, first: $first, after: $after) { nodes { effectiveFrom } totalCount pageInfo { hasNextPage endCursor } } }`,
      ),
      connection: (d) => d.gstRates,
      variables: { c: product.categoryId },
      token: admin,
    });
    expect(await walkPages(t, rates, 2)).toEqual(["2032-04-01", "2031-04-01", "2017-07-01"].map((effectiveFrom) => ({ effectiveFrom })));
    await expectPageSizesRefused(t, rates);
    const customer = await t.registerCustomer();
    expect(
      (await t.gql(ADD_RATE, { input: { ...input, categoryId: product.categoryId } }, customer.token)).errors?.[0].extensions?.code,
    ).toBe("FORBIDDEN");
  });
});

describe("the PDF tax invoice", () => {
  beforeAll(setSeller);

  it("holds what the law asks of a B2C invoice, for its customer, an admin and the email's link", async () => {
    at("2026-11-20T10:00:00");
    const placed = await order({ pricePaise: 1_29_999_50, address: KARNATAKA });
    const { status, type, text } = await pdfText(`/api/orders/${placed.id}/invoice`, placed.customer.token);
    expect(status).toBe(200);
    expect(type).toBe("application/pdf");
    const line = placed.invoice.lines[0];
    for (const expected of [
      "TAX INVOICE",
      SELLER.legalName,
      "Unit 4, Kamala Mills",
      "GSTIN: 27AAPFU0939F1ZV",
      `Invoice number: ${placed.invoice.number}`,
      "Date: 20-11-2026",
      "Ravi Rao",
      "8 Brigade Road",
      "Bengaluru, Karnataka 560001",
      "Place of supply: Karnataka (29)",
      "Tax payable on reverse charge: No",
      "HSN/SAC",
      "IGST",
      "4202",
      "18%",
      // 1,29,999.50 at 18% IGST: 1,10,169.07 taxable + 19,830.43
      "1,10,169.07",
      "19,830.43",
      "Invoice total",
      "Rs. 1,29,999.50",
      "Rupees One Lakh Twenty Nine Thousand Nine Hundred Ninety Nine and Fifty Paise Only",
      "Authorised signatory",
    ]) {
      expect(text).toContain(expected);
    }
    expect(line.amounts.taxable.paise).toBe(1_10_169_07);
    expect(text).not.toContain("CGST");

    expect((await pdfText(`/api/orders/${placed.id}/invoice`, admin)).status).toBe(200);
    const stranger = await t.registerCustomer();
    expect((await pdfText(`/api/orders/${placed.id}/invoice`, stranger.token)).status).toBe(404);
    expect((await pdfText(`/api/orders/${placed.id}/invoice`)).status).toBe(401);
    expect((await pdfText(`/api/orders/${placed.id}/invoice?key=forged`)).status).toBe(401);
    // pdfUrl carries the link's key: it opens without signing in, for this order only.
    expect((await pdfText(placed.invoice.pdfUrl)).text).toContain(placed.invoice.number);
    const key = new URL(placed.invoice.pdfUrl, "http://x").searchParams.get("key");
    const other = await order();
    expect((await pdfText(`/api/orders/${other.id}/invoice?key=${key}`)).status).toBe(401);

    await t.settleJobs();
    const email = await waitForEmail(t.config.outboxDir, placed.customer.email);
    expect(email.text).toContain(`Your tax invoice ${placed.invoice.number}: ${t.config.publicUrl}${placed.invoice.pdfUrl}`);
    expect(email.text).toContain("Of which GST: Rs. 19,830.43");
    expect((await pdfText(placed.invoice.pdfUrl)).status).toBe(200);
    at("2026-11-10T12:00:00");
  });

  it("links to invoices and credit notes expire after a month; the order's page and the admin read a fresh one", async () => {
    at("2026-12-01T10:00:00");
    const placed = await order();
    await t.gqlOk(SET_STATUS, { id: placed.id, status: "CANCELLED" }, admin);
    const given = (await t.gqlOk(ORDER_TAX, { id: placed.id }, placed.customer.token)).order;
    const [note] = given.creditNotes;
    expect((await pdfText(given.invoice.pdfUrl)).status).toBe(200);
    at("2026-12-30T10:00:00"); // 29 days on: the links still open
    expect((await pdfText(given.invoice.pdfUrl)).status).toBe(200);
    expect((await pdfText(note.pdfUrl)).status).toBe(200);
    at("2027-01-02T10:00:00"); // a month and a day on: they have expired
    expect((await pdfText(given.invoice.pdfUrl)).status).toBe(401);
    expect((await pdfText(note.pdfUrl)).status).toBe(401);
    for (const token of [placed.customer.token, admin]) {
      const fresh = (await t.gqlOk(ORDER_TAX, { id: placed.id }, token)).order;
      expect(fresh.invoice.pdfUrl).not.toBe(given.invoice.pdfUrl);
      expect((await pdfText(fresh.invoice.pdfUrl)).text).toContain(placed.invoice.number);
      expect((await pdfText(fresh.creditNotes[0].pdfUrl)).text).toContain(note.number);
    }
    // An expiry of one's own choosing does not open it: the key signs its expiry.
    const key = new URL(given.invoice.pdfUrl, "http://x").searchParams.get("key")!;
    const later = `${Number(key.split(".")[0]) + 7 * 24 * 3600}.${key.split(".")[1]}`;
    expect((await pdfText(`/api/orders/${placed.id}/invoice?key=${later}`)).status).toBe(401);
    at("2026-11-10T12:00:00");
  });

  it("shows CGST and SGST columns for an order within the state", async () => {
    const placed = await order({ pricePaise: 1180_00 });
    const { text } = await pdfText(placed.invoice.pdfUrl);
    for (const expected of ["CGST", "SGST", "Place of supply: Maharashtra (27)", "1,000.00", "90.00"]) expect(text).toContain(expected);
    expect(text).not.toContain("IGST");
  });
});

describe("credit notes", () => {
  beforeAll(setSeller);

  it("are issued for the whole invoice when an invoiced order is cancelled, in their own series, and downloadable", async () => {
    at("2026-11-21T09:00:00");
    const placed = await order({ pricePaise: 472_00, quantity: 2, giftWrap: true });
    await t.gqlOk(SET_STATUS, { id: placed.id, status: "CANCELLED" }, admin);
    await t.gqlOk(SET_STATUS, { id: placed.id, status: "CANCELLED" }, admin); // again: nothing more
    const { creditNotes, invoice } = (await t.gqlOk(ORDER_TAX, { id: placed.id }, placed.customer.token)).order;
    expect(creditNotes).toHaveLength(1);
    const [note] = creditNotes;
    expect(note.number).toMatch(/^BZC\/26-27\/\d{6}$/);
    expect(note.reason).toBe("Order cancelled");
    expect(note.amounts).toEqual(invoice.amounts);
    expect(note.lines.map((l) => [l.hsn, l.quantity, l.amounts.taxable.paise])).toEqual(
      invoice.lines.map((l) => [l.hsn, l.quantity, l.amounts.taxable.paise]),
    );

    const { status, text } = await pdfText(note.pdfUrl);
    expect(status).toBe(200);
    for (const expected of [
      "CREDIT NOTE",
      `Credit note number: ${note.number}`,
      `Against invoice ${invoice.number}`,
      "Reason: Order cancelled",
      "Credit note total",
    ]) {
      expect(text).toContain(expected);
    }
    const stranger = await t.registerCustomer();
    const noteId = new URL(note.pdfUrl, "http://x").pathname.split("/").pop();
    expect((await pdfText(`/api/credit-notes/${noteId}`, stranger.token)).status).toBe(404);
    expect((await pdfText(`/api/credit-notes/${noteId}`, placed.customer.token)).status).toBe(200);
    at("2026-11-10T12:00:00");
  });

  it("are issued for each partial refund of a delivered order, in proportion to its lines, until the invoice is given back", async () => {
    at("2026-11-22T09:00:00");
    const placed = await order({ pricePaise: 1499_00, quantity: 1, address: KARNATAKA });
    await t.gqlOk(SET_STATUS, { id: placed.id, status: "SHIPPED" }, admin);
    await t.gqlOk(SET_STATUS, { id: placed.id, status: "DELIVERED" }, admin); // cash collected
    const refund = (amountPaise: number, reason: string) =>
      t.gqlOk(
        MANUAL_REFUND,
        { input: { orderId: placed.id, amountPaise, method: "MANUAL_UPI", reference: `UPI-${amountPaise}`, reason } },
        admin,
      );
    await refund(500_00, "Strap damaged");

    let { creditNotes, invoice } = (await t.gqlOk(ORDER_TAX, { id: placed.id }, admin)).order;
    expect(creditNotes).toHaveLength(1);
    // 500 at 18% IGST: 423.73 + 76.27; no units come back with money only
    expect(creditNotes[0]).toMatchObject({
      reason: "Refund: Strap damaged",
      amounts: { charged: { paise: 500_00 }, taxable: { paise: 423_73 }, igst: { paise: 76_27 } },
    });
    expect(creditNotes[0].lines.map((l) => [l.hsn, l.quantity])).toEqual([["4202", 0]]);

    await refund(999_00, "Returned by courier");
    ({ creditNotes, invoice } = (await t.gqlOk(ORDER_TAX, { id: placed.id }, admin)).order);
    expect(creditNotes.map((n) => n.amounts.charged.paise)).toEqual([500_00, 999_00]);
    for (const part of ["charged", "taxable", "igst"] as const) {
      expect(creditNotes[0].amounts[part].paise + creditNotes[1].amounts[part].paise).toBe(invoice.amounts[part].paise);
    }
    const [first, second] = creditNotes.map((n) => Number(n.number.split("/")[2]));
    expect(second).toBe(first + 1);
    at("2026-11-10T12:00:00");
  });

  it("credit a paid UPI order once when it is cancelled: the refund that follows adds no second note", async () => {
    const product = await ratedProduct(1180_00, 18);
    const customer = await customerWithBag(t, product.id, 1);
    const checkout = await placeCheckoutOk(t, customer.token, { paymentMethod: "UPI" });
    await pressSimulatorButton(t, checkout.paymentUrl, "paid");
    const orderId = (
      await t.gqlOk(graphql(`query GstCheckout($id: ID!) { checkout(id: $id) { orderId } }`), { id: checkout.id }, customer.token)
    ).checkout.orderId;
    expect((await t.gqlOk(ORDER_TAX, { id: orderId }, customer.token)).order.invoice.number).toMatch(/^BZ\//);

    await t.gqlOk(SET_STATUS, { id: orderId, status: "CANCELLED" }, admin);
    await t.settleJobs(); // the simulator's bank processes the refund at once
    const { creditNotes, invoice, refunds } = (
      await t.gqlOk(
        graphql(
          `query GstOrder($id: ID!) { order(id: $id) { refunds { status amount { paise } } invoice { amounts { charged { paise } } } creditNotes { reason amounts { charged { paise } } } } }`,
        ),
        { id: orderId },
        admin,
      )
    ).order;
    expect(refunds).toEqual([{ status: "PROCESSED", amount: { paise: 1180_00 } }]);
    expect(creditNotes).toEqual([{ reason: "Order cancelled", amounts: { charged: { paise: invoice.amounts.charged.paise } } }]);
  });

  it("count units back only when goods come back or are cancelled: money alone returns none, a cancellation every unit left", async () => {
    const unitsOf = async (orderId: string) =>
      (await t.gqlOk(ORDER_TAX, { id: orderId }, admin)).order.creditNotes.map((n) =>
        n.lines.filter((l) => l.hsn === "4202").map((l) => l.quantity),
      );
    // A paid UPI order of 3, part refunded (money only), then cancelled: all 3 units come back with the cancellation.
    const product = await ratedProduct(500_00, 18);
    const customer = await customerWithBag(t, product.id, 3);
    const checkout = await placeCheckoutOk(t, customer.token, { paymentMethod: "UPI" });
    await pressSimulatorButton(t, checkout.paymentUrl, "paid");
    const orderId = (await t.gqlOk(CHECKOUT_ORDER_ID, { id: checkout.id }, customer.token)).checkout.orderId;
    await t.gqlOk(REFUND, { input: { orderId, amountPaise: 100_00, reason: "Late delivery" } }, admin);
    await t.settleJobs();
    expect(await unitsOf(orderId)).toEqual([[0]]);
    await t.gqlOk(SET_STATUS, { id: orderId, status: "CANCELLED" }, admin);
    await t.settleJobs();
    expect(await unitsOf(orderId)).toEqual([[0], [3]]);

    // A delivered COD order of 1 refunded in full without the bag coming back: money only.
    const kept = await order({ pricePaise: 800_00, quantity: 1 });
    await t.gqlOk(SET_STATUS, { id: kept.id, status: "SHIPPED" }, admin);
    await t.gqlOk(SET_STATUS, { id: kept.id, status: "DELIVERED" }, admin);
    const total = kept.totals.total.paise;
    const manual = { orderId: kept.id, amountPaise: total, method: "MANUAL_UPI" as const, reference: "UPI-FULL", reason: "Goodwill" };
    await t.gqlOk(MANUAL_REFUND, { input: manual }, admin);
    expect(await unitsOf(kept.id)).toEqual([[0]]);

    // A delivered COD order of 2, one bag returned and received: that unit comes back with the refund.
    const returned = await order({ pricePaise: 800_00, quantity: 2 });
    await t.gqlOk(SET_STATUS, { id: returned.id, status: "SHIPPED" }, admin);
    await t.gqlOk(SET_STATUS, { id: returned.id, status: "DELIVERED" }, admin);
    const lines = [{ orderItemId: returned.items[0].id, quantity: 1 }];
    const request = (
      await t.gqlOk(
        REQUEST_RETURN,
        { input: { orderId: returned.id, kind: "RETURN", reason: "Too small", lines } },
        returned.customer.token,
      )
    ).requestReturn;
    await t.gqlOk(DECIDE_RETURN, { id: request.id, approve: true }, admin);
    const manualRefund = { method: "MANUAL_BANK" as const, reference: "NEFT-1" };
    await t.gqlOk(RECEIVE_RETURN, { id: request.id, input: { restock: true, manualRefund } }, admin);
    expect(await unitsOf(returned.id)).toEqual([[1]]);
  });

  it("keep an invoiced order from being deleted, in GraphQL and REST, and leave it as it was", async () => {
    const placed = await order();
    const why = "This order has a tax invoice and cannot be deleted; cancel it instead, which issues a credit note";
    const stockOf = async () =>
      (await t.dataSource.query(
        `SELECT count_in_stock FROM product_variants WHERE id = (SELECT variant_id FROM order_items WHERE id = $1)`,
        [placed.items[0].id],
      )) as unknown;
    const stockBefore = await stockOf();

    const res = await t.gql(DELETE_ORDER, { id: placed.id }, admin);
    expect(res.errors?.[0]).toMatchObject({ message: why, extensions: { code: "ORDER_INVOICED", kind: "CONFLICT" } });
    const rest = await t.http.delete(`/api/admin/orders/${placed.id}`).set("authorization", `Bearer ${admin}`);
    expect(rest.status).toBe(409);
    expect(rest.body).toMatchObject({ code: "ORDER_INVOICED", kind: "CONFLICT", message: why });

    // Nothing changed: the order, its invoice and no credit note, and the stock it took.
    const after = (await t.gqlOk(ORDER_TAX, { id: placed.id }, admin)).order;
    expect(after).toMatchObject({ id: placed.id, invoice: { number: placed.invoice.number }, creditNotes: [] });
    expect(await stockOf()).toEqual(stockBefore);
  });
});

describe("the monthly GST report", () => {
  beforeAll(setSeller);

  it("sums a month's invoices by rate, state and HSN, less its credit notes, and exports GSTR-1 CSVs", async () => {
    at("2027-01-05T10:00:00");
    const local = await order({ pricePaise: 1180_00 }); // 1,000 + 90 + 90 (free delivery)
    const away = await order({ pricePaise: 590_00, ratePercent: 18, address: KARNATAKA }); // 590 + 50 delivery, IGST
    const cancelled = await order({ pricePaise: 2360_00 });
    at("2027-01-20T10:00:00");
    await t.gqlOk(SET_STATUS, { id: cancelled.id, status: "CANCELLED" }, admin);
    at("2027-02-01T00:10:00");
    await order({ pricePaise: 1180_00 }); // next month

    const report = (await t.gqlOk(REPORT, { month: "2027-01" }, admin)).gstReport;
    expect(report).toMatchObject({ month: "2027-01", invoiceCount: 3, creditNoteCount: 1 });
    const invoiced = [local, away, cancelled].reduce((s, o) => s + o.invoice.amounts.charged.paise, 0);
    expect(report.net.charged.paise).toBe(invoiced - cancelled.invoice.amounts.charged.paise);
    expect(report.creditNotes.charged.paise).toBe(cancelled.invoice.amounts.charged.paise);
    expect(report.net.taxable.paise).toBe(local.invoice.amounts.taxable.paise + away.invoice.amounts.taxable.paise);
    expect(report.net).toMatchObject({ cgst: { paise: 90_00 }, sgst: { paise: 90_00 }, igst: { paise: away.invoice.amounts.igst.paise } });
    expect(report.byStateAndRate).toEqual([
      expect.objectContaining({
        placeOfSupplyCode: "27",
        supplyType: "INTRA_STATE",
        rate: 18,
        amounts: expect.objectContaining({ taxable: { paise: 1000_00 } }),
      }),
      expect.objectContaining({
        placeOfSupplyCode: "29",
        supplyType: "INTER_STATE",
        rate: 18,
        amounts: expect.objectContaining({ taxable: { paise: away.invoice.amounts.taxable.paise } }),
      }),
    ]);
    expect(report.hsnSummary.map((h) => [h.hsn, h.rate, h.quantity, h.kinds])).toEqual([
      ["4202", 18, 2, ["GOODS"]],
      ["996812", 18, 1, ["DELIVERY"]],
    ]);

    const csv = async (path: string, token?: string) => {
      const req = t.http.get(path);
      if (token) req.set("authorization", `Bearer ${token}`);
      return req;
    };
    const b2cs = await csv(report.b2csCsvPath, admin);
    expect(b2cs.status).toBe(200);
    expect(b2cs.headers["content-type"]).toContain("text/csv");
    expect(b2cs.text.split("\r\n")).toEqual([
      "Type,Place Of Supply,Rate,Applicable % of Tax Rate,Taxable Value,Cess Amount,E-Commerce GSTIN",
      "OE,27-Maharashtra,18,,1000.00,0.00,",
      `OE,29-Karnataka,18,,${(away.invoice.amounts.taxable.paise / 100).toFixed(2)},0.00,`,
      "",
    ]);
    const hsn = await csv(report.hsnCsvPath, admin);
    expect(hsn.text.split("\r\n")[0]).toBe(
      "HSN,Description,UQC,Total Quantity,Total Value,Rate,Taxable Value,Integrated Tax Amount,Central Tax Amount,State/UT Tax Amount,Cess Amount",
    );
    expect(hsn.text.split("\r\n")[1]).toMatch(/^4202,Bags and accessories,NOS-NUMBERS,2,/);
    expect(hsn.text.split("\r\n")[2]).toBe("996812,Delivery,NA,0,50.00,18,42.37,7.63,0.00,0.00,0.00");

    const customer = await t.registerCustomer();
    expect((await csv(report.b2csCsvPath, customer.token)).status).toBe(403);
    expect((await csv(report.b2csCsvPath)).status).toBe(401);
    expect((await csv("/api/admin/gst-report/2027-13/b2cs.csv", admin)).status).toBe(400);
    expect((await t.gql(REPORT, { month: "January" }, admin)).errors?.[0]).toMatchObject({
      message: "Month must be YYYY-MM, e.g. 2026-11",
      extensions: { code: "BAD_USER_INPUT" },
    });
    expect((await t.gql(REPORT, { month: "2027-01" }, customer.token)).errors?.[0].extensions?.code).toBe("FORBIDDEN");
    at("2026-11-10T12:00:00");
  });

  it("reports inter-state invoices above Rs. 1,00,000 as B2C large, their credit notes apart, and still nets to invoices less credit notes", async () => {
    at("2027-03-03T11:00:00");
    const large = await order({ pricePaise: 1_18_000_00, address: KARNATAKA }); // IGST, above the threshold
    const largeLocal = await order({ pricePaise: 1_18_000_00 }); // within the state: B2C small, whatever its value
    const smallAway = await order({ pricePaise: 590_00, address: KARNATAKA });
    const largeCancelled = await order({ pricePaise: 1_50_000_00, address: KARNATAKA });
    at("2027-03-09T11:00:00");
    await t.gqlOk(SET_STATUS, { id: largeCancelled.id, status: "CANCELLED" }, admin);

    const report = (await t.gqlOk(REPORT, { month: "2027-03" }, admin)).gstReport;
    expect(report.b2cl.map((r) => [r.invoiceNumber, r.invoiceValue.paise, r.placeOfSupplyCode, r.rate, r.amounts.taxable.paise])).toEqual([
      [large.invoice.number, large.invoice.amounts.charged.paise, "29", 18, large.invoice.amounts.taxable.paise],
      [largeCancelled.invoice.number, largeCancelled.invoice.amounts.charged.paise, "29", 18, largeCancelled.invoice.amounts.taxable.paise],
    ]);
    const [creditNote] = (await t.gqlOk(ORDER_TAX, { id: largeCancelled.id }, admin)).order.creditNotes;
    expect(report.b2clCreditNotes.map((r) => [r.creditNoteNumber, r.invoiceNumber, r.amounts.charged.paise])).toEqual([
      [creditNote.number, largeCancelled.invoice.number, largeCancelled.invoice.amounts.charged.paise],
    ]);
    const taxable = (rows: { amounts: { taxable: { paise: number } } }[]) => rows.reduce((sum, r) => sum + r.amounts.taxable.paise, 0);
    expect(taxable(report.byStateAndRate)).toBe(largeLocal.invoice.amounts.taxable.paise + smallAway.invoice.amounts.taxable.paise);
    expect(taxable(report.byStateAndRate) + taxable(report.b2cl) - taxable(report.b2clCreditNotes)).toBe(report.net.taxable.paise);
    const invoiced = [large, largeCancelled, largeLocal, smallAway].reduce((sum, o) => sum + o.invoice.amounts.taxable.paise, 0);
    expect(report.net.taxable.paise).toBe(invoiced - largeCancelled.invoice.amounts.taxable.paise);

    const b2cl = await t.http.get(report.b2clCsvPath).set("authorization", `Bearer ${admin}`);
    expect(b2cl.text.split("\r\n").slice(0, 2)).toEqual([
      "Invoice Number,Invoice date,Invoice Value,Place Of Supply,Applicable % of Tax Rate,Rate,Taxable Value,Cess Amount,E-Commerce GSTIN",
      `${large.invoice.number},03-Mar-2027,${(large.invoice.amounts.charged.paise / 100).toFixed(2)},29-Karnataka,,18,${(large.invoice.amounts.taxable.paise / 100).toFixed(2)},0.00,`,
    ]);
    const cdnur = await t.http.get(report.cdnurCsvPath).set("authorization", `Bearer ${admin}`);
    expect(cdnur.text.split("\r\n")[1]).toBe(
      `B2CL,${creditNote.number},09-Mar-2027,C,29-Karnataka,${(largeCancelled.invoice.amounts.charged.paise / 100).toFixed(2)},,18,${(largeCancelled.invoice.amounts.taxable.paise / 100).toFixed(2)},0.00`,
    );
    expect((await t.http.get(report.b2clCsvPath)).status).toBe(401);
    at("2026-11-10T12:00:00");
  });

  it("costs the same number of queries for an order list with invoices and credit notes of 2 orders as of 12", async () => {
    const LIST = graphql(
      `query GstList($n: Int!) { orders(first: $n) { nodes { id invoice { number lines { hsn } } creditNotes { number lines { hsn } } } } }`,
    );
    // The orders' confirmation emails are sent by jobs using the same database: not counted here.
    await t.settleJobs(60_000);
    t.queries.reset();
    await t.gqlOk(LIST, { n: 2 }, admin);
    const two = t.queries.count;
    t.queries.reset();
    const twelve = (await t.gqlOk(LIST, { n: 12 }, admin)).orders.nodes;
    expect(twelve.filter((o) => o.invoice).length).toBeGreaterThan(2);
    expect(t.queries.count).toBe(two);
  });
});

describe("invoice numbers", () => {
  beforeAll(setSeller);

  it("are gapless under 50 concurrent orders, when some of them lose the race for stock and roll back", async () => {
    at("2031-06-15T12:00:00"); // a financial year of its own: 31-32
    // 40 units for 50 shoppers. A checkout takes its stock after the order (and its invoice number)
    // is made, in the same transaction: the losers roll back numbers a sequence would have skipped.
    const product = await createProduct(t.dataSource, { pricePaise: 800_00, countInStock: 40 });
    const customers = await Promise.all(Array.from({ length: 50 }, () => customerWithBag(t, product.id, 1)));
    const results = await Promise.all(customers.map((c) => placeCheckout(t, c.token)));
    const placed = results.filter((r) => !r.errors?.length);
    expect(placed).toHaveLength(40);
    const numbers = (
      await t.dataSource.query<{ number: string }[]>(`SELECT number FROM invoices WHERE financial_year = '31-32' ORDER BY sequence`)
    ).map((r) => r.number);
    expect(numbers).toEqual(Array.from({ length: 40 }, (_, i) => `BZ/31-32/${String(i + 1).padStart(6, "0")}`));
    at("2026-11-10T12:00:00");
  });

  it("start again from 1 when the financial year turns on 1 April (Indian time)", async () => {
    at("2032-03-31T23:59:00");
    const march = await order();
    at("2032-04-01T00:00:30");
    const april = await order();
    const aprilAgain = await order();
    expect(march.invoice.number).toBe("BZ/31-32/000041");
    expect([april.invoice.number, aprilAgain.invoice.number]).toEqual(["BZ/32-33/000001", "BZ/32-33/000002"]);
    at("2026-11-10T12:00:00");
  });
});
