import { registerEnumType } from "type-graphql";

export enum UserRole {
  CUSTOMER = "customer",
  ADMIN = "admin",
}

registerEnumType(UserRole, {
  name: "UserRole",
  description: "What a user may do: shop, or also manage the shop",
  valuesConfig: {
    CUSTOMER: { description: "Shops: their own bag, orders, returns and profile" },
    ADMIN: { description: "Also manages the shop: every field marked Admin" },
  },
});

/** The role names used with `@Authorized(...)`. */
export const ADMIN = "ADMIN";
