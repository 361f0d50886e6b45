import { Arg, FieldResolver, Resolver, Root } from "type-graphql";
import { imageFiles } from "../asset/display-sizes";
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
