interface MenuLink {
  label: string;
  to: string;
}

export interface Menu {
  label: string;
  links: MenuLink[];
}

/** /collections/all filtered to one marketing collection (the product's `collection` field). */
const collection = (name: string) => `/collections/all?collection=${encodeURIComponent(name)}`;

/**
 * The header's menus with their collection links: each menu is a collection of the
 * catalogue, each link a category (`/collections/{category slug}`), `all` filtered, or
 * `bestsellers`.
 */
export const MENUS: Menu[] = [
  {
    label: "Bag's on sale",
    links: [
      { label: "All bags on sale", to: collection("Bag's on sale") },
      { label: "Women's bags on sale", to: `${collection("Bag's on sale")}&gender=female` },
      { label: "Men's bags on sale", to: `${collection("Bag's on sale")}&gender=male` },
    ],
  },
  {
    label: "Bag's",
    links: [
      { label: "All bags", to: collection("Bag's") },
      { label: "Handbags", to: "/collections/handbags" },
      { label: "Tote Bags", to: "/collections/tote-bags" },
      { label: "Sling Bags", to: "/collections/sling-bags" },
      { label: "Laptop Bags", to: "/collections/laptop-bags" },
      { label: "Clutches", to: "/collections/clutches" },
      { label: "Travel Duffles", to: "/collections/travel-duffles" },
    ],
  },
  {
    label: "Wallets",
    links: [
      { label: "All Wallets", to: collection("Wallets") },
      { label: "Men's Wallets", to: "/collections/mens-wallets" },
      { label: "Women's Wallets", to: "/collections/womens-wallets" },
      { label: "Card Holders", to: "/collections/card-holders" },
    ],
  },
  {
    label: "Backpacks",
    links: [
      { label: "All Backpacks", to: collection("Backpacks") },
      { label: "Laptop Backpacks", to: "/collections/laptop-backpacks" },
      { label: "Travel Backpacks", to: "/collections/travel-backpacks" },
      { label: "College Backpacks", to: "/collections/college-backpacks" },
    ],
  },
  {
    label: "Bestsellers",
    links: [
      { label: "Bestsellers", to: "/collections/bestsellers" },
      { label: "New Arrivals", to: "/collections/all?sortBy=newest" },
      { label: "All Products", to: "/collections/all" },
    ],
  },
];
