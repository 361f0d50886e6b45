import { Field, Int, ObjectType, registerEnumType } from "type-graphql";

@ObjectType({ description: "A picture with the text that describes it to people who cannot see it" })
export class Image {
  @Field({ description: "Path under /assets/ (the large JPEG of an uploaded image) or an absolute URL" })
  url: string;

  @Field({ description: "Text describing the picture to people who cannot see it" })
  altText: string;
}

export enum ImageFormat {
  WEBP = "webp",
  JPEG = "jpeg",
}

registerEnumType(ImageFormat, {
  name: "ImageFormat",
  description: "The file format of a stored image size",
  valuesConfig: {
    WEBP: { description: "WebP: smaller files, for browsers that take them" },
    JPEG: { description: "JPEG: for every browser" },
  },
});

@ObjectType({ description: "One stored size of an uploaded image, for srcset and <picture>" })
export class ImageFile {
  @Field({ description: "The file's path under /assets/" })
  url: string;

  @Field(() => Int, { description: "Its width in pixels at most (small originals are not enlarged)" })
  width: number;

  @Field(() => ImageFormat, { description: "The file's format" })
  format: ImageFormat;
}
