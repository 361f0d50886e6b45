import { z } from "zod";
import { restShape } from "../../common/rest/shapes";

/** The REST image (docs/rest-api.md): url and altText. */
export const RestImage = restShape(
  "Image",
  "A picture: its url (a path under /assets/ or an absolute URL) and the text that describes it",
  z.object({ url: z.string(), altText: z.string() }),
);
