import { IsOptional, Matches, MaxLength, Min } from "class-validator";
import { Field, InputType, ObjectType, Int } from "type-graphql";
import { Connected } from "../../common/pagination";
import { KeptUnlessSent } from "../../common/partial-update";
import { Required } from "../../common/validation";
import { BannerSlide } from "./banner-slide.entity";

const LINK = /^(\/(?![/\\])|https?:\/\/)\S*$/i;
const LINK_MESSAGE = "Link must be a path like /collections/all or an http(s) URL";
const IMAGE_HELP = "A data: URL of a JPEG, PNG or WebP file up to 5 MB (stored), or an image URL";

@InputType({ description: "The admin banner form" })
export class BannerSlideInput {
  @Field(() => String, { description: `${IMAGE_HELP}; shown from 768px wide` })
  @Required("Desktop image is required")
  desktopImage!: string;

  @Field(() => String, { description: `${IMAGE_HELP}; shown below 768px wide` })
  @Required("Mobile image is required")
  mobileImage!: string;

  @Field(() => String, { description: "What the slide shows, for people who cannot see it (at most 200 characters)" })
  @MaxLength(200, { message: "Alt text must be at most 200 characters" })
  @Required("Alt text is required")
  altText!: string;

  @Field(() => String, { nullable: true, description: "The offer in a few words, shown over the picture" })
  @IsOptional()
  @MaxLength(80, { message: "Headline must be at most 80 characters" })
  headline?: string | null;

  @Field(() => String, { nullable: true, description: "A line under the headline" })
  @IsOptional()
  @MaxLength(160, { message: "Text must be at most 160 characters" })
  text?: string | null;

  @Field(() => String, { nullable: true, description: "The button's label; a button needs a link" })
  @IsOptional()
  @MaxLength(30, { message: "Button label must be at most 30 characters" })
  buttonLabel?: string | null;

  @Field(() => String, {
    nullable: true,
    description: "Where the button (or, without one, the picture) goes: a path like /collections/wallets or an http(s) URL",
  })
  @IsOptional()
  @MaxLength(500, { message: "Link must be at most 500 characters" })
  @Matches(LINK, { message: LINK_MESSAGE })
  link?: string | null;

  @Field(() => Int, { description: "Its place in the banner, lowest first (0 or more, default 0)", defaultValue: 0 })
  @Min(0, { message: "Position cannot be negative" })
  position: number = 0;

  @Field({ description: "Whether shoppers see the slide (default true)", defaultValue: true })
  isActive: boolean = true;
}

const CLEARS = "; null clears it; left out: unchanged";

@InputType({ description: "Admin: the fields of a slide to change; a field left out keeps its value" })
export class UpdateBannerSlideInput {
  @Field(() => String, { nullable: true, description: `A new desktop image: ${IMAGE_HELP}; left out: unchanged` })
  @KeptUnlessSent("Desktop image is required")
  desktopImage?: string | null;

  @Field(() => String, { nullable: true, description: `A new mobile image: ${IMAGE_HELP}; left out: unchanged` })
  @KeptUnlessSent("Mobile image is required")
  mobileImage?: string | null;

  @Field(() => String, { nullable: true, description: "New alt text, at most 200 characters; left out: unchanged" })
  @MaxLength(200, { message: "Alt text must be at most 200 characters" })
  @KeptUnlessSent("Alt text is required")
  altText?: string | null;

  @Field(() => String, { nullable: true, description: `The headline, at most 80 characters${CLEARS}` })
  @IsOptional()
  @MaxLength(80, { message: "Headline must be at most 80 characters" })
  headline?: string | null;

  @Field(() => String, { nullable: true, description: `The line under the headline, at most 160 characters${CLEARS}` })
  @IsOptional()
  @MaxLength(160, { message: "Text must be at most 160 characters" })
  text?: string | null;

  @Field(() => String, { nullable: true, description: `The button's label, at most 30 characters${CLEARS}` })
  @IsOptional()
  @MaxLength(30, { message: "Button label must be at most 30 characters" })
  buttonLabel?: string | null;

  @Field(() => String, { nullable: true, description: `Where the slide goes (a path or an http(s) URL)${CLEARS}; a button needs one` })
  @IsOptional()
  @MaxLength(500, { message: "Link must be at most 500 characters" })
  @Matches(LINK, { message: LINK_MESSAGE })
  link?: string | null;

  @Field(() => Int, { nullable: true, description: "A new place in the banner, 0 or more; left out: unchanged" })
  @Min(0, { message: "Position cannot be negative" })
  @KeptUnlessSent("Position is required")
  position?: number | null;

  @Field(() => Boolean, { nullable: true, description: "Show or hide the slide; left out: unchanged" })
  @KeptUnlessSent("Whether the slide is active is required")
  isActive?: boolean | null;
}

@ObjectType({ description: "A page of banner slides, read with `first` and `after`" })
export class BannerSlideConnection extends Connected(BannerSlide, "BannerSlide") {}
