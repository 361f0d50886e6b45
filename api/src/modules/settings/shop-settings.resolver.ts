import { Arg, Ctx, Mutation, Query, Resolver } from "type-graphql";
import { AS_ADMIN, raising } from "../../common/errors/raises";
import { Permission } from "../../common/auth/permissions";
import { Requires } from "../../common/auth/requires";
import { RequestContext } from "../../common/context";
import { ShopPolicies } from "./shop-policies";
import { ShopSettings } from "./shop-settings.entity";
import { ShopSettingsInput } from "./shop-settings.types";

@Resolver(() => ShopSettings)
export class ShopSettingsResolver {
  @Query(() => ShopPolicies, {
    description: raising(
      "What the shop promises shoppers (shopSettings.policies): the storefront's texts and the server's prices read these",
    ),
  })
  async shopPolicies(@Ctx() ctx: RequestContext): Promise<ShopPolicies> {
    return ctx.services.settings.policies();
  }

  @Query(() => ShopSettings, {
    description: raising("The shop's settings: the seller, invoice numbering, GST of delivery and gift wrap, the shop's policies"),
  })
  async shopSettings(@Ctx() ctx: RequestContext): Promise<ShopSettings> {
    return ctx.services.settings.get();
  }

  @Requires(Permission.MANAGE_SETTINGS)
  @Mutation(() => ShopSettings, {
    description: raising("Admin: replaces the sections of the settings that are sent", AS_ADMIN, "BAD_USER_INPUT"),
  })
  async updateShopSettings(
    @Arg("input", { description: "The sections to replace; sections left out stay as they are" }) input: ShopSettingsInput,
    @Ctx() ctx: RequestContext,
  ): Promise<ShopSettings> {
    return ctx.services.settings.update(input);
  }
}
