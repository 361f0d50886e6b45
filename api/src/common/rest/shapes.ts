import { z, type ZodType } from "zod";

/**
 * The named shapes of REST answers (products, categories, bags, orders...). Each is written once and named here;
 * the OpenAPI document makes each name one `components.schemas` entry that every route answering
 * it refers to. Mappers return `z.output` of their shape, so a mapper that drifts from its
 * documented shape does not compile.
 */
export function restShape<T extends ZodType>(id: string, description: string, schema: T): T {
  return schema.meta({ id, description });
}

/**
 * A moment, sent as ISO 8601 text (as JSON.stringify writes a Date). Documented as that text;
 * mappers hand over the Date.
 */
export const timestamp = z.codec(z.iso.datetime().meta({ pattern: undefined, description: "ISO 8601, UTC" }), z.date(), {
  decode: (text) => new Date(text),
  encode: (date) => date.toISOString(),
});

/** An amount in rupees, as the REST shim's answers carry money (GraphQL carries paise). */
export const rupees = z.number().describe("Rupees");

/** `{ message }`: what a call that only confirms answers. */
export const RestMessage = restShape("Message", "A confirmation to show", z.object({ message: z.string() }));

/** What a delete answers: the id it deleted and a notice. */
export const RestDeleted = restShape(
  "Deleted",
  "What a delete answers: the deleted id as `_id` (products and categories also as `id`, which older clients read) and a notice",
  z.object({ _id: z.string(), id: z.string().optional(), message: z.string() }),
);

/** A refusal, as the router's sendError answers every one. */
export const RestError = restShape(
  "Error",
  "A refusal. `message` is for people; a program switches on `code` (GraphQL's ErrorCode). Bad input also names its fields. " +
    "Other properties are the refusal's details (e.g. how many are left when something is out of stock), as GraphQL's error extensions carry them.",
  z
    .object({
      message: z.string().describe("What went wrong, in English, to show to the shopper"),
      code: z.string().optional().describe("The machine-readable reason: a value of the GraphQL schema's ErrorCode enum"),
      field: z.string().optional().describe("Bad input: the first field that is wrong"),
      errors: z
        .array(z.object({ field: z.string(), message: z.string() }))
        .optional()
        .describe("Bad input: every wrong field with its message"),
    })
    .loose(),
);
