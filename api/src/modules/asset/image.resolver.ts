import type { GraphQLObjectType, GraphQLSchema } from "graphql";
import { Arg, FieldResolver, Resolver, Root } from "type-graphql";
import { imageFiles } from "./display-sizes";
import { Image, ImageFile, ImageFormat } from "./image";

/** The display sizes of an uploaded image, worked out from its URL (see asset/display-sizes). */
@Resolver(() => Image)
export class ImageResolver {
  @FieldResolver(() => [ImageFile], { description: "Every stored size and format, smallest first; empty for an image from elsewhere" })
  files(@Root() image: Image): ImageFile[] {
    return imageFiles(image.url).map((f) => ({ ...f, format: f.format as ImageFormat }));
  }

  @FieldResolver(() => String, {
    nullable: true,
    description: 'A ready srcset: "/assets/x/small.webp 400w, ..."; null for an image from elsewhere',
  })
  srcSet(
    @Root() image: Image,
    @Arg("format", () => ImageFormat, { defaultValue: ImageFormat.WEBP, description: "The file format the srcset lists" })
    format: ImageFormat,
  ): string | null {
    const wanted: string = format;
    const files = imageFiles(image.url).filter((f) => f.format === wanted);
    return files.length ? files.map((f) => `${f.url} ${f.width}w`).join(", ") : null;
  }
}

/**
 * Image.srcSet answered without type-graphql's handling of arguments, which is asynchronous for
 * every argument, even an enum it has nothing to validate. The field is asked for every image of
 * every product card, so each card of a page finished asynchronously in graphql-js: a promise per
 * image and per card. The field and its argument are declared above as before; only the resolver
 * the schema calls is the method above, called directly.
 */
export function answerSrcSetAtOnce(schema: GraphQLSchema): void {
  const resolver = new ImageResolver();
  const image = schema.getType("Image") as GraphQLObjectType;
  image.getFields().srcSet.resolve = (root: Image, args: { format: ImageFormat }) => resolver.srcSet(root, args.format);
}
