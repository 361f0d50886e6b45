export interface MenuLink {
  label: string;
  to: string;
}

export interface Menu {
  label: string;
  links: MenuLink[];
}

/**
 * The header's menus (SPEC §2) with their collection links. A collection is a category slug,
 * `all` (optionally filtered in the query string) or `bestsellers`.
 */
export const MENUS: Menu[] = [
  {
    label: "Bag's on sale",
    links: [
      { label: "All bags on sale", to: "/collections/all?collection=Bag%27s+on+sale" },
      { label: "Women's bags on sale", to: "/collections/all?collection=Bag%27s+on+sale&gender=female" },
      { label: "Men's bags on sale", to: "/collections/all?collection=Bag%27s+on+sale&gender=male" },
    ],
  },
  {
    label: "Bag's",
    links: [
      { label: "Handbags", to: "/collections/handbags" },
      { label: "Sling Bags", to: "/collections/sling-bags" },
      { label: "Tote Bags", to: "/collections/tote-bags" },
      { label: "Laptop Bags", to: "/collections/laptop-bags" },
    ],
  },
  {
    label: "Wallets",
    links: [
      { label: "All Wallets", to: "/collections/wallets" },
      { label: "Men's Wallets", to: "/collections/wallets?gender=male" },
      { label: "Women's Wallets", to: "/collections/wallets?gender=female" },
    ],
  },
  {
    label: "Backpacks",
    links: [
      { label: "All Backpacks", to: "/collections/backpacks" },
      { label: "Laptop Backpacks", to: "/collections/backpacks?search=laptop" },
      { label: "Travel Backpacks", to: "/collections/backpacks?search=travel" },
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
