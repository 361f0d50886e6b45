import { z } from "zod";
import { requireViewer } from "../../common/current-viewer";
import type { RequestContext } from "../../common/context";
import { ForbiddenError } from "../../common/errors";
import { paiseToRupees } from "../../vocabulary/money";
import { validatedInput } from "../../common/validation";
import { optionalFlag, optionalText, parseRequest, requiredText, wholeNumber } from "../../common/rest/parse";
import { defineRoutes, type DocumentedError } from "../../common/rest/route";
import { cartOwner, type CartOwner } from "./cart-owner";
import { AddToCartInput, type PricedCart } from "./cart.types";
import { RestCart, type RestLine, type RestTotals } from "./cart.rest-shapes";
import { type PriceBreakdown } from "./price-breakdown";
import type { PricedLine } from "./pricing";

const owner = { guestId: optionalText("Guest id"), userId: optionalText("User id") };
const line = { productId: requiredText("Product"), size: optionalText("Size").nullable(), color: optionalText("Color").nullable() };

const cartQuery = z.object(owner);
/** What POST (add) and PUT (change) send. */
const lineBody = z.object({ ...line, ...owner, quantity: wholeNumber("Quantity").optional(), giftWrap: optionalFlag("Gift wrap") });
const removeBody = z.object({ ...line, ...owner });
const mergeBody = z.object({ guestId: requiredText("Guest id") });

const WHOSE_BAG =
  "Whose bag: with a bearer token, that customer's (a userId, if sent, must be theirs); without one, the guest's by guestId (guest_<timestamp>_<random> as clients have made them, or an id issued by GraphQL's createCart). " +
  "A userId is honoured only together with that user's token.";
const OWNER_ERRORS: DocumentedError[] = [
  { status: 401, when: "A userId without a token, or an expired or bad token" },
  { status: 403, when: "A userId that is not the token's user" },
];
const STOCK_ERRORS: DocumentedError[] = [...OWNER_ERRORS, { status: 409, when: "Not enough stock: the message says how many are left" }];
const A_LINE = "The line is named by productId, size and color.";

export const cartRoutes = defineRoutes([
  {
    method: "get",
    operationId: "getCart",
    path: "/cart",
    tag: "cart",
    summary: "The bag, priced now",
    note: WHOSE_BAG,
    access: "optional",
    query: cartQuery,
    returns: "cart: { products: [{ productId, name, image, size, color, quantity, price }], totalPrice } with prices in rupees",
    response: RestCart,
    errors: OWNER_ERRORS,
    async handle({ ctx, req }) {
      const query = parseRequest(cartQuery, req.query);
      return { body: restCart(await ctx.services.cart.getCart(restCartOwner(ctx, query))) };
    },
  },
  {
    method: "post",
    operationId: "addToCart",
    path: "/cart",
    tag: "cart",
    rateLimit: "guestCart",
    summary: "Puts a product in the bag, or more of it when the bag has it in that size and color",
    note: `${WHOSE_BAG} quantity defaults to 1; giftWrap (Rs. 35 a line) is an addition to the original payload.`,
    access: "optional",
    body: lineBody,
    returns: "cart",
    response: RestCart,
    errors: STOCK_ERRORS,
    async handle({ ctx, req }) {
      const body = parseRequest(lineBody, req.body);
      const input = await validatedInput(AddToCartInput, {
        productId: body.productId,
        size: body.size,
        color: body.color,
        quantity: body.quantity ?? 1,
        giftWrap: body.giftWrap ?? false,
      });
      return { body: restCart(await ctx.services.cart.addLine(restCartOwner(ctx, body), input)) };
    },
  },
  {
    method: "put",
    operationId: "updateCartLine",
    path: "/cart",
    tag: "cart",
    rateLimit: "guestCart",
    summary: "Sets a line's quantity (1-999; 0 removes the line) or gift wrap",
    note: `${WHOSE_BAG} ${A_LINE}`,
    access: "optional",
    body: lineBody,
    returns: "cart",
    response: RestCart,
    errors: STOCK_ERRORS,
    async handle({ ctx, req }) {
      const body = parseRequest(lineBody, req.body);
      const bag = restCartOwner(ctx, body);
      const ref = { productId: body.productId, size: body.size, color: body.color };
      // Older clients remove a line by setting its quantity to 0.
      const cart =
        body.quantity === 0
          ? await ctx.services.cart.removeLine(bag, ref)
          : await ctx.services.cart.updateLine(bag, ref, { quantity: body.quantity, giftWrap: body.giftWrap });
      return { body: restCart(cart) };
    },
  },
  {
    method: "delete",
    operationId: "removeFromCart",
    path: "/cart",
    tag: "cart",
    rateLimit: "guestCart",
    summary: "Removes a line from the bag",
    note: `${WHOSE_BAG} ${A_LINE} The body is JSON, as older clients send it. Removing a line that is not there is not an error.`,
    access: "optional",
    body: removeBody,
    returns: "cart",
    response: RestCart,
    errors: OWNER_ERRORS,
    async handle({ ctx, req }) {
      const body = parseRequest(removeBody, req.body);
      const cart = await ctx.services.cart.removeLine(restCartOwner(ctx, body), {
        productId: body.productId,
        size: body.size,
        color: body.color,
      });
      return { body: restCart(cart) };
    },
  },
  {
    method: "post",
    operationId: "mergeGuestCart",
    path: "/cart/merge",
    tag: "cart",
    summary: "After login: moves the guest's bag into the customer's (same product, size and color add up, at most 999)",
    access: "customer",
    body: mergeBody,
    returns: "cart: the customer's bag",
    response: RestCart,
    async handle({ ctx, req }) {
      const { guestId } = parseRequest(mergeBody, req.body);
      return { body: restCart(await ctx.services.cart.mergeGuestCart(requireViewer(ctx).userId, guestId)) };
    },
  },
]);

/**
 * The bag a REST cart call works on. Older clients name the customer by userId; that is
 * only believed when the bearer token proves it is them. Otherwise the same rule as GraphQL.
 */
function restCartOwner(ctx: RequestContext, sent: { userId?: string; guestId?: string }): CartOwner {
  if (sent.userId && requireViewer(ctx).userId !== sent.userId) throw new ForbiddenError("This is not your cart");
  return cartOwner(ctx.viewer, sent.guestId, ctx.tokenProblem);
}

/** The REST cart (docs/rest-api.md): `products` and `totalPrice` (the items' sum, before delivery), in rupees. */
function restCart(cart: PricedCart): z.output<typeof RestCart> {
  return {
    products: cart.lines.map((l) => ({ ...restLine(l), slug: l.slug, problem: l.problem })),
    totalPrice: paiseToRupees(cart.totals.subtotalPaise),
    itemCount: cart.itemCount,
    totals: restTotals(cart.totals),
  };
}

/** A line of a bag, a checkout or an order: its image is the url, its price the unit price in rupees. */
export function restLine(l: Omit<PricedLine, "productId"> & { productId: string | null }): z.output<typeof RestLine> {
  return {
    productId: l.productId,
    name: l.name,
    image: l.image?.url ?? null,
    price: paiseToRupees(l.unitPricePaise),
    quantity: l.quantity,
    size: l.size,
    color: l.color,
    giftWrap: l.giftWrap,
  };
}

/**
 * What the bag, a checkout or an order costs, in rupees: total = subtotal + gift wrap + delivery
 * - discount (+ codFee, present only on an order paid on delivery that was charged one, so the
 * documented REST shape is unchanged for everything else).
 */
export function restTotals(t: PriceBreakdown): z.output<typeof RestTotals> {
  return {
    subtotal: paiseToRupees(t.subtotalPaise),
    giftWrap: paiseToRupees(t.giftWrapPaise),
    delivery: paiseToRupees(t.deliveryPaise),
    discount: paiseToRupees(t.discountPaise),
    ...(t.codFeePaise > 0 ? { codFee: paiseToRupees(t.codFeePaise) } : {}),
    total: paiseToRupees(t.totalPaise),
  };
}
