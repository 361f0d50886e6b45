import { type DataSource, type Repository } from "typeorm";
import { NotFoundError, ValidationError } from "../../common/errors";
import { type ListSlice, type ListWindow } from "../../common/pagination";
import { Keyset, key } from "../../common/keyset";
import { withChanges } from "../../common/partial-update";
import { isUuid } from "../../common/uuid";
import { type AssetService } from "../asset/asset.service";
import { BannerSlide } from "./banner-slide.entity";
import { type BannerSlideInput, type UpdateBannerSlideInput } from "./banner.types";

const BY_POSITION = new Keyset("bannerSlides", [
  key("s.position", "ASC", "bigint"),
  key("s.created_at", "ASC", "timestamptz"),
  key("s.id", "ASC", "uuid"),
]);

/** The home page's rotating banner: shoppers see the active slides in position order. */
export class BannerService {
  private readonly slides: Repository<BannerSlide>;

  constructor(
    dataSource: DataSource,
    private readonly assets: AssetService,
  ) {
    this.slides = dataSource.getRepository(BannerSlide);
  }

  /** One page of the slides in position order (creation then id break ties, so pages neither skip nor repeat). */
  async listSlides(options: { includeInactive?: boolean }, window: ListWindow): Promise<ListSlice<BannerSlide>> {
    const query = this.slides.createQueryBuilder("s");
    if (!options.includeInactive) query.where("s.is_active");
    return BY_POSITION.read(query, window);
  }

  async createSlide(input: BannerSlideInput): Promise<BannerSlide> {
    const fields = await this.slideFields(input);
    const inserted = await this.slides.insert(fields);
    return this.getSlide(inserted.identifiers[0].id as string);
  }

  /** Changes only the fields sent: the rest keep their values, then the whole form's rules apply. */
  async updateSlide(id: string, changes: UpdateBannerSlideInput): Promise<BannerSlide> {
    const current = await this.getSlide(id);
    const fields = await this.slideFields(withChanges(slideForm(current), changes));
    await this.slides.update(current.id, fields);
    const replaced = [current.desktopImageUrl, current.mobileImageUrl].filter(
      (url) => url !== fields.desktopImageUrl && url !== fields.mobileImageUrl,
    );
    await this.assets.removeImages(replaced);
    return this.getSlide(current.id);
  }

  /** Deletes a slide and its image files. */
  async deleteSlide(id: string): Promise<string> {
    const current = await this.getSlide(id);
    await this.slides.delete(current.id);
    await this.assets.removeImages([current.desktopImageUrl, current.mobileImageUrl]);
    return current.id;
  }

  private async getSlide(id: string): Promise<BannerSlide> {
    const slide = isUuid(id) ? await this.slides.findOneBy({ id }) : null;
    if (!slide) throw new NotFoundError("Banner slide");
    return slide;
  }

  private async slideFields(input: BannerSlideInput) {
    const link = input.link?.trim() || null;
    const buttonLabel = input.buttonLabel?.trim() || null;
    if (buttonLabel && !link) throw ValidationError.field("link", "A button needs a link");
    return {
      desktopImageUrl: await this.assets.acceptImageUrl(input.desktopImage, "desktopImage"),
      mobileImageUrl: await this.assets.acceptImageUrl(input.mobileImage, "mobileImage"),
      altText: input.altText.trim(),
      headline: input.headline?.trim() || null,
      text: input.text?.trim() || null,
      buttonLabel,
      link,
      position: input.position,
      isActive: input.isActive,
    };
  }
}

/** A stored slide as the form that would make it, for an update to change. */
function slideForm(slide: BannerSlide): BannerSlideInput {
  return {
    desktopImage: slide.desktopImageUrl,
    mobileImage: slide.mobileImageUrl,
    altText: slide.altText,
    headline: slide.headline,
    text: slide.text,
    buttonLabel: slide.buttonLabel,
    link: slide.link,
    position: slide.position,
    isActive: slide.isActive,
  };
}
