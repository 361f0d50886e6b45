import { Field, Int, ObjectType, registerEnumType } from "type-graphql";

@ObjectType({ description: "A picture with the text that describes it to people who cannot see it" })
export class Image {
  @Field({ description: "Path under /assets/ (the large JPEG of an uploaded image) or an absolute URL" })
  url: string;

  @Field()
  altText: string;
}

export enum ImageFormat {
  WEBP = "webp",
  JPEG = "jpeg",
}

registerEnumType(ImageFormat, { name: "ImageFormat" });

@ObjectType({ description: "One stored size of an uploaded image, for srcset and <picture>" })
export class ImageFile {
  @Field()
  url: string;

  @Field(() => Int, { description: "Its width in pixels at most (small originals are not enlarged)" })
  width: number;

  @Field(() => ImageFormat)
  format: ImageFormat;
}
