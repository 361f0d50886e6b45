import { Arg, Args, Ctx, FieldResolver, ID, Mutation, Query, Resolver, Root } from "type-graphql";
import { AS_ADMIN, raising } from "../../common/errors/raises";
import { requirePermission } from "../../common/current-viewer";
import { Permission } from "../../common/auth/permissions";
import { Requires } from "../../common/auth/requires";
import { RequestContext } from "../../common/context";
import { Deleted } from "../../common/deleted";
import { ConnectionArgs, connect, pagedComplexity } from "../../common/pagination";
import { Image } from "../asset/image";
import { BannerSlide } from "./banner-slide.entity";
import { BannerSlideConnection, BannerSlideInput, UpdateBannerSlideInput } from "./banner.types";

@Resolver(() => BannerSlide)
export class BannerResolver {
  @Query(() => BannerSlideConnection, {
    description: raising(
      "The home banner's slides in position order, a page at a time: active ones, or all of them for an admin who asks",
      "BAD_USER_INPUT",
      "UNAUTHENTICATED",
      "FORBIDDEN",
    ),
    complexity: pagedComplexity,
  })
  async bannerSlides(
    @Ctx() ctx: RequestContext,
    @Arg("includeInactive", { defaultValue: false, description: "Admins only" }) includeInactive: boolean,
    @Args() paging: ConnectionArgs,
  ): Promise<BannerSlideConnection> {
    if (includeInactive) requirePermission(ctx, Permission.MANAGE_PROMOTIONS);
    return connect(paging, (window) => ctx.services.banner.listSlides({ includeInactive }, window));
  }

  @Requires(Permission.MANAGE_PROMOTIONS)
  @Mutation(() => BannerSlide, { description: raising("Admin: adds a slide to the home banner", AS_ADMIN, "BAD_USER_INPUT", "NOT_FOUND") })
  async createBannerSlide(
    @Arg("input", { description: "The slide's images, text and link" }) input: BannerSlideInput,
    @Ctx() ctx: RequestContext,
  ): Promise<BannerSlide> {
    return ctx.services.banner.createSlide(input);
  }

  @Requires(Permission.MANAGE_PROMOTIONS)
  @Mutation(() => BannerSlide, {
    description: raising("Admin: changes the fields sent and keeps the others", AS_ADMIN, "NOT_FOUND", "BAD_USER_INPUT"),
  })
  async updateBannerSlide(
    @Arg("id", () => ID, { description: "The slide to change" }) id: string,
    @Arg("input", { description: "Only the fields to change" }) input: UpdateBannerSlideInput,
    @Ctx() ctx: RequestContext,
  ): Promise<BannerSlide> {
    return ctx.services.banner.updateSlide(id, input);
  }

  @Requires(Permission.MANAGE_PROMOTIONS)
  @Mutation(() => Deleted, { description: raising("Admin: deletes the slide and its image files", AS_ADMIN, "NOT_FOUND") })
  async deleteBannerSlide(
    @Arg("id", () => ID, { description: "The slide to delete" }) id: string,
    @Ctx() ctx: RequestContext,
  ): Promise<Deleted> {
    return { id: await ctx.services.banner.deleteSlide(id) };
  }

  @FieldResolver(() => Image, { description: "Shown from 768px wide" })
  desktopImage(@Root() slide: BannerSlide): Image {
    return { url: slide.desktopImageUrl, altText: slide.altText };
  }

  @FieldResolver(() => Image, { description: "Shown below 768px wide" })
  mobileImage(@Root() slide: BannerSlide): Image {
    return { url: slide.mobileImageUrl, altText: slide.altText };
  }
}
