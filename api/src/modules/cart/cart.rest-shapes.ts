import { z } from "zod";
import { restShape, rupees } from "../../common/rest/shapes";

export const RestTotals = restShape(
  "Totals",
  "What a bag, a checkout or an order costs, in rupees: total = subtotal + giftWrap + delivery - discount (+ codFee, present only on an order paid on delivery that was charged one)",
  z.object({ subtotal: rupees, giftWrap: rupees, delivery: rupees, discount: rupees, codFee: rupees.optional(), total: rupees }),
);

export const RestLine = restShape(
  "Line",
  "A line of a bag, a checkout or an order: image is a url, price the unit price in rupees (productId is null once the product is deleted)",
  z.object({
    productId: z.string().nullable(),
    name: z.string(),
    image: z.string().nullable(),
    price: rupees,
    quantity: z.number().int(),
    size: z.string().nullable(),
    color: z.string().nullable(),
    giftWrap: z.boolean(),
  }),
);

export const RestCart = restShape(
  "Cart",
  "A bag: products and totalPrice (the items' sum, before delivery, in rupees), with the whole bill in totals",
  z.object({
    products: z.array(
      RestLine.extend({
        slug: z.string(),
        problem: z
          .string()
          .nullable()
          .describe("Why this line cannot be bought now (no longer available, out of stock, only N left), or null"),
      }),
    ),
    totalPrice: rupees,
    itemCount: z.number().int(),
    totals: RestTotals,
  }),
);
