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
    ADMIN: {
      description:
        "Staff: manages the shop, doing what their staff role's permissions allow (each admin field names the permission it requires)",
    },
  },
});
