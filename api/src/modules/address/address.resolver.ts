import { Arg, Authorized, Ctx, ID, Mutation, Query, Resolver } from "type-graphql";
import { SIGNED_IN, raising } from "../../common/errors/raises";
import { requireViewer } from "../../common/current-viewer";
import { RequestContext } from "../../common/context";
import { Deleted } from "../../common/deleted";
import { INDIAN_STATES } from "../../vocabulary/indian-states";
import { CustomerAddress } from "./address.entity";
import { MAX_ADDRESSES } from "./address.service";
import { AddressInput, IndianStateOption, PincodePlace, UpdateAddressInput } from "./address.types";
import { findPincode } from "./pincode-directory";

@Resolver()
export class AddressResolver {
  @Authorized()
  @Query(() => [CustomerAddress], {
    description: raising(
      `The signed-in customer's address book: the default first, then the newest. A plain list: a book holds at most ${MAX_ADDRESSES} addresses (ADDRESS_BOOK_FULL)`,
      SIGNED_IN,
    ),
  })
  async myAddresses(@Ctx() ctx: RequestContext): Promise<CustomerAddress[]> {
    return ctx.services.addresses.listAddresses(requireViewer(ctx).userId);
  }

  @Authorized()
  @Mutation(() => CustomerAddress, {
    description: raising(
      "Adds an address to the signed-in customer's book (with an id, replaces that address whole)",
      SIGNED_IN,
      "BAD_USER_INPUT",
      "ADDRESS_BOOK_FULL",
      "NOT_FOUND",
    ),
  })
  async saveAddress(
    @Arg("input", { description: "The address's fields" }) input: AddressInput,
    @Ctx() ctx: RequestContext,
    @Arg("id", () => ID, {
      nullable: true,
      description: "The saved address to replace; none to add a new one",
      deprecationReason: "Use updateAddress, which changes only the fields sent",
    })
    id?: string | null,
  ): Promise<CustomerAddress> {
    return ctx.services.addresses.saveAddress(requireViewer(ctx).userId, input, id);
  }

  @Authorized()
  @Mutation(() => CustomerAddress, {
    description: raising(
      "Changes the fields sent of one of the signed-in customer's addresses and keeps the others",
      SIGNED_IN,
      "BAD_USER_INPUT",
      "NOT_FOUND",
    ),
  })
  async updateAddress(
    @Arg("id", () => ID, { description: "One of the customer's saved addresses" }) id: string,
    @Arg("input", { description: "Only the fields to change" }) input: UpdateAddressInput,
    @Ctx() ctx: RequestContext,
  ): Promise<CustomerAddress> {
    return ctx.services.addresses.updateAddress(requireViewer(ctx).userId, id, input);
  }

  @Authorized()
  @Mutation(() => CustomerAddress, {
    description: raising("Makes one of the signed-in customer's addresses the default", SIGNED_IN, "NOT_FOUND"),
  })
  async setDefaultAddress(
    @Arg("id", () => ID, { description: "One of the customer's saved addresses" }) id: string,
    @Ctx() ctx: RequestContext,
  ): Promise<CustomerAddress> {
    return ctx.services.addresses.setDefaultAddress(requireViewer(ctx).userId, id);
  }

  @Authorized()
  @Mutation(() => Deleted, {
    description: raising(
      "Deletes one of the signed-in customer's addresses; the newest other one becomes the default",
      SIGNED_IN,
      "NOT_FOUND",
    ),
  })
  async deleteAddress(
    @Arg("id", () => ID, { description: "One of the customer's saved addresses" }) id: string,
    @Ctx() ctx: RequestContext,
  ): Promise<Deleted> {
    return { id: await ctx.services.addresses.deleteAddress(requireViewer(ctx).userId, id) };
  }

  @Query(() => [IndianStateOption], { description: raising("India's states and union territories, for the state field of an address") })
  indianStates(): IndianStateOption[] {
    return INDIAN_STATES.map(({ code, name }) => ({ code, name })).sort((a, b) => a.name.localeCompare(b.name));
  }

  @Query(() => PincodePlace, {
    nullable: true,
    description: raising("The city and state of an Indian pincode; null when India Post does not list it", "BAD_USER_INPUT"),
  })
  pincode(@Arg("pincode", { description: "A 6-digit Indian pincode" }) pincode: string): PincodePlace | null {
    return findPincode(pincode);
  }
}
