import sharp from "sharp";
import type { ShopServer } from "../../support/shop-server";

/**
 * A small catalogue for the storefront's browser tests, created through the admin API as an
 * admin would: three categories, products with sizes, colours, materials and photos, a coupon.
 */
export const CUSTOMER = { firstName: "Asha", lastName: "Rao", email: "asha.e2e@example.com", password: "asha-secret-1" };

export interface SeededShop {
  products: Record<"tote" | "clutch" | "sling" | "backpack" | "wallet", { id: string; slug: string; name: string }>;
}

export async function ok<T>(shop: ShopServer, query: string, variables: Record<string, unknown>, token?: string): Promise<T> {
  const res = await shop.gql<T>(query, variables, token);
  if (!res.data || res.errors) throw new Error(`${query.slice(0, 60)}: ${JSON.stringify(res.errors)}`);
  return res.data;
}

/** A photo as the admin form sends it: a data URL the API stores and resizes. */
export async function photo(color: string, width = 800, height = 800): Promise<string> {
  const png = await sharp({ create: { width, height, channels: 3, background: color } })
    .png()
    .toBuffer();
  return `data:image/png;base64,${png.toString("base64")}`;
}

export async function seedShop(shop: ShopServer): Promise<SeededShop> {
  const admin = await shop.adminToken();
  const category = async (name: string, description: string, color: string) =>
    (
      await ok<{ createCategory: { id: string } }>(
        shop,
        `mutation($input: CategoryInput!) { createCategory(input: $input) { id } }`,
        { input: { name, description, isPublished: true, image: { url: await photo(color), altText: name } } },
        admin,
      )
    ).createCategory.id;
  const handbags = await category("Handbags", "Totes, clutches and slings for every day.", "#9a3412");
  const backpacks = await category("Backpacks", "Backpacks for work, college and travel.", "#1e3a8a");
  const wallets = await category("Wallets", "Slim wallets and card holders.", "#166534");

  const product = async (input: { name: string; material: string } & Record<string, unknown>, color: string) =>
    (
      await ok<{ createProduct: { id: string; slug: string; name: string } }>(
        shop,
        `mutation($input: ProductInput!) { createProduct(input: $input) { id slug name } }`,
        {
          input: {
            description: `<p>${input.name} in ${input.material}: roomy, sturdy and made to last.</p>`,
            countInStock: 25,
            isPublished: true,
            images: [{ url: await photo(color), altText: `${input.name}, front view` }],
            ...input,
          },
        },
        admin,
      )
    ).createProduct;

  for (const [position, [altText, color]] of [
    ["Festive sale: up to 30% off handbags", "#7c2d12"],
    ["New backpacks for the monsoon", "#1e3a8a"],
  ].entries()) {
    await ok(
      shop,
      `mutation($input: BannerSlideInput!) { createBannerSlide(input: $input) { id } }`,
      {
        input: {
          altText,
          position,
          link: "/collections/all",
          // The first slide states its offer as text over the picture, as the demo shop's do.
          ...(position === 0
            ? {
                headline: "Festive sale: up to 30% off",
                text: "Handbags and clutches for every celebration.",
                buttonLabel: "Shop the sale",
              }
            : {}),
          desktopImage: await photo(color, 1600, 600),
          mobileImage: await photo(color, 800, 1000),
        },
      },
      admin,
    );
  }

  return {
    products: {
      tote: await product(
        {
          name: "Leather Tote",
          brand: "Bagzone",
          category: handbags,
          pricePaise: 1200_00,
          sizes: ["Medium", "Large"],
          colors: ["Red", "Black"],
          material: "Leather",
          gender: "female",
          tags: ["tote", "office"],
        },
        "#b91c1c",
      ),
      clutch: await product(
        {
          name: "Evening Clutch",
          brand: "Bagzone",
          category: handbags,
          pricePaise: 4500_00,
          discountPricePaise: 3999_00,
          sizes: ["Small"],
          colors: ["Red"],
          material: "Silk",
          gender: "female",
        },
        "#7f1d1d",
      ),
      sling: await product(
        {
          name: "Canvas Sling",
          brand: "Urbanite",
          category: handbags,
          pricePaise: 800_00,
          sizes: ["Small"],
          colors: ["Blue"],
          material: "Cotton",
          gender: "male",
        },
        "#1d4ed8",
      ),
      backpack: await product(
        {
          name: "Trail Backpack",
          brand: "Urbanite",
          category: backpacks,
          pricePaise: 2500_00,
          sizes: ["Large"],
          colors: ["Black", "Green"],
          material: "Polyester",
          gender: "male",
          tags: ["travel", "laptop"],
        },
        "#14532d",
      ),
      wallet: await product(
        {
          name: "Slim Wallet",
          brand: "Bagzone",
          category: wallets,
          pricePaise: 600_00,
          sizes: ["Small"],
          colors: ["Black"],
          material: "Leather",
          gender: "male",
        },
        "#292524",
      ),
    },
  };
}

/** Adds a percentage coupon; returns its id. */
export async function createCoupon(shop: ShopServer, code: string, percentage: number): Promise<string> {
  const data = await ok<{ createCoupon: { id: string } }>(
    shop,
    `mutation($input: CouponInput!) { createCoupon(input: $input) { id } }`,
    { input: { code, percentOff: percentage, active: true } },
    await shop.adminToken(),
  );
  return data.createCoupon.id;
}

/** An admin switches a coupon off (only that: the update keeps the rest), as happens while a shopper has it on their bag. */
export async function switchCouponOff(shop: ShopServer, id: string): Promise<void> {
  await ok(
    shop,
    `mutation($id: ID!, $input: UpdateCouponInput!) { updateCoupon(id: $id, input: $input) { id } }`,
    { id, input: { active: false } },
    await shop.adminToken(),
  );
}

/** Registers the test customer and returns their token. */
export async function registerCustomer(shop: ShopServer, customer = CUSTOMER): Promise<string> {
  const data = await ok<{ register: { token: string } }>(shop, `mutation($input: RegisterInput!) { register(input: $input) { token } }`, {
    input: customer,
  });
  return data.register.token;
}

/** Puts a product in a signed-in customer's own bag, as an earlier visit on another device would have. */
export async function addToCustomerBag(shop: ShopServer, token: string, productId: string, size: string, color: string): Promise<void> {
  await ok(
    shop,
    `mutation($input: AddToCartInput!) { addToCart(input: $input) { itemCount } }`,
    { input: { productId, size, color, quantity: 1 } },
    token,
  );
}

/** An admin's delivery rule: from then on, pincodes no rule covers are not delivered to. */
export async function createDeliveryRule(shop: ShopServer, pincodes: string, daysToDeliver: number, codAvailable = true): Promise<void> {
  await ok(
    shop,
    `mutation($input: ServiceabilityRuleInput!) { createServiceabilityRule(input: $input) { id } }`,
    { input: { pincodes, daysToDeliver, codAvailable } },
    await shop.adminToken(),
  );
}

/** Pays for the customer's bag cash on delivery and returns the order's id. */
export async function placeCodOrder(shop: ShopServer, token: string): Promise<string> {
  const cart = await shop.gql<{ cart: { totals: { total: { paise: number } } } }>(`{ cart { totals { total { paise } } } }`, {}, token);
  const res = await shop.gql<{ createCheckout: { orderId: string | null } }>(
    `mutation($input: CreateCheckoutInput!) { createCheckout(input: $input) { orderId } }`,
    {
      input: {
        expectedTotalPaise: cart.data!.cart.totals.total.paise,
        idempotencyKey: `cod-${Date.now()}`,
        paymentMethod: "COD",
        shippingInfo: {
          firstName: CUSTOMER.firstName,
          lastName: CUSTOMER.lastName,
          address: "12 MG Road",
          city: "Bengaluru",
          state: "Karnataka",
          postalCode: "560001",
          phoneNo: "9876543210",
        },
      },
    },
    token,
  );
  const orderId = res.data?.createCheckout.orderId;
  if (!orderId) throw new Error(`COD checkout failed: ${JSON.stringify(res.errors)}`);
  return orderId;
}
