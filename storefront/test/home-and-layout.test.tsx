import { act, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { CartDocument, HomePageDocument, type HomePageQuery } from "../src/gql/graphql";
import { emptyCart, productCard, typed } from "./support/fixtures";
import { asGuest, GUEST_ID, renderShop, type Mocks } from "./support/render";

const slide = (n: number) =>
  typed("BannerSlide", {
    id: `s${n}`,
    altText: `Festive sale ${n}`,
    headline: n === 1 ? "Festive sale: up to 30% off" : null,
    text: n === 1 ? "Handbags and clutches for every celebration." : null,
    buttonLabel: n === 1 ? "Shop the sale" : null,
    link: "/collections/all",
    desktopImage: { url: `/assets/b${n}/large.jpg`, srcSet: `/assets/b${n}/large.webp 1600w` },
    mobileImage: { url: `/assets/m${n}/large.jpg`, srcSet: `/assets/m${n}/small.webp 400w` },
  });

function home(overrides: Partial<HomePageQuery> = {}): HomePageQuery {
  return {
    bannerSlides: typed("BannerSlideConnection", { nodes: [slide(1), slide(2)] }),
    categories: typed("CategoryConnection", {
      nodes: [typed("Category", { id: "c1", name: "Backpacks", slug: "backpacks", image: null })],
    }),
    newArrivals: [productCard({ id: "n1", name: "Travel Duffel", slug: "travel-duffel" })],
    bestSellers: [productCard({ id: "b1", name: "City Sling", slug: "city-sling" })],
    ...overrides,
  };
}

const homeMocks = (data: HomePageQuery): Mocks => [
  { request: { query: CartDocument, variables: { guestId: GUEST_ID } }, result: { data: { cart: emptyCart } } },
  { request: { query: HomePageDocument }, result: { data } },
];

describe("home page", () => {
  beforeEach(() => asGuest());

  it("shows banner, categories, new arrivals with VIEW ALL PRODUCTS, testimonials and bestsellers", async () => {
    renderShop("/", homeMocks(home()));
    expect(await screen.findByRole("heading", { name: "Shop by categories" })).toBeInTheDocument();
    const categories = screen.getByRole("region", { name: "Shop by categories" });
    expect(within(categories).getByRole("link", { name: "Backpacks" })).toHaveAttribute("href", "/collections/backpacks");
    const arrivals = screen.getByRole("region", { name: "New arrivals" });
    expect(within(arrivals).getByText("Travel Duffel")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "VIEW ALL PRODUCTS" })).toHaveAttribute("href", "/collections/all");
    expect(screen.getAllByRole("figure")).toHaveLength(3);
    expect(screen.getByRole("heading", { name: "Bestsellers" })).toBeInTheDocument();
    expect(document.title).toBe("Bagzone - Bags, Wallets and Backpacks");
    expect(document.querySelector('meta[name="description"]')?.getAttribute("content")).toBe(
      "Bags, wallets and backpacks, delivered across India.",
    );
    // The footer names the ways of paying the shop offers (the test API's: UPI, and cash on delivery somewhere), no others.
    const payments = screen.getByRole("list", { name: "Accepted payments" });
    expect(
      within(payments)
        .getAllByRole("listitem")
        .map((li) => li.textContent),
    ).toEqual(["UPI", "Cash on delivery"]);
    // The mobile picture below 768px, the desktop one above.
    const source = document.querySelector("picture source");
    expect(source).toHaveAttribute("media", "(max-width: 767px)");
    expect(source).toHaveAttribute("srcset", "/assets/m1/small.webp 400w");
  });

  it("hides bestsellers when there are none", async () => {
    renderShop("/", homeMocks(home({ bestSellers: [] })));
    expect(await screen.findByRole("heading", { name: "New arrivals" })).toBeInTheDocument();
    expect(screen.queryByRole("heading", { name: "Bestsellers" })).not.toBeInTheDocument();
  });

  it("turns the banner every 4 seconds, and can be paused", async () => {
    jest.useFakeTimers();
    try {
      const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
      renderShop("/", homeMocks(home()));
      const current = async () => (await screen.findByRole("button", { name: "Show slide 1" })).getAttribute("aria-current");
      expect(await current()).toBe("true");
      act(() => jest.advanceTimersByTime(3999));
      expect(screen.getByRole("button", { name: "Show slide 1" })).toHaveAttribute("aria-current", "true");
      act(() => jest.advanceTimersByTime(1));
      expect(screen.getByRole("button", { name: "Show slide 2" })).toHaveAttribute("aria-current", "true");

      await user.click(screen.getByRole("button", { name: "Pause banner" }));
      act(() => jest.advanceTimersByTime(8000));
      expect(screen.getByRole("button", { name: "Show slide 2" })).toHaveAttribute("aria-current", "true");
    } finally {
      jest.useRealTimers();
    }
  });

  it("offers a retry when the shop cannot be loaded", async () => {
    const user = userEvent.setup();
    renderShop("/", [
      { request: { query: CartDocument, variables: { guestId: GUEST_ID } }, result: { data: { cart: emptyCart } } },
      { request: { query: HomePageDocument }, error: new TypeError("Failed to fetch") },
      { request: { query: HomePageDocument }, result: { data: home() } },
    ]);
    expect(await screen.findByText("Failed to fetch products")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Try again" }));
    expect(await screen.findByRole("heading", { name: "Shop by categories" })).toBeInTheDocument();
  });
});

describe("layout", () => {
  beforeEach(() => asGuest());

  it("has the top bar, menus with collection links, and searches all products", async () => {
    const user = userEvent.setup();
    renderShop("/faq", homeMocks(home()));
    expect(await screen.findByText("We deliver across India | Free delivery above Rs. 1,000.00")).toBeInTheDocument();
    // The desktop menus (jsdom's media queries never match a wide screen, so they count as hidden).
    const nav = document.querySelector<HTMLElement>('nav[aria-label="Main"]')!;
    for (const menu of ["Bag's on sale", "Bag's", "Wallets", "Backpacks", "Bestsellers"]) {
      expect(within(nav).getByRole("button", { name: menu, hidden: true })).toHaveAttribute("aria-expanded", "false");
    }
    await user.click(within(nav).getByRole("button", { name: "Wallets", hidden: true }));
    expect(within(nav).getByRole("link", { name: "Men's Wallets", hidden: true })).toHaveAttribute("href", "/collections/mens-wallets");
    await user.keyboard("{Escape}");
    expect(within(nav).getByRole("button", { name: "Wallets", hidden: true })).toHaveAttribute("aria-expanded", "false");

    await user.type(screen.getAllByRole("combobox", { name: "Search products" })[0], "lether tote{Enter}");
    expect(screen.getByTestId("location")).toHaveTextContent("/collections/all?search=lether%20tote");
  });

  it("opens the mobile menu, keeps focus inside it, and closes with Escape", async () => {
    const user = userEvent.setup();
    renderShop("/faq", homeMocks(home()));
    const toggle = screen.getByRole("button", { name: "Open menu" });
    await user.click(toggle);
    const menu = await screen.findByRole("dialog", { name: "Menu" });
    expect(within(menu).getByRole("button", { name: "Close menu" })).toHaveFocus();
    await user.click(within(menu).getByRole("button", { name: "Backpacks" }));
    expect(within(menu).getByRole("link", { name: "Travel Backpacks" })).toBeInTheDocument();
    await user.tab({ shift: true });
    expect(menu).toContainElement(document.activeElement as HTMLElement);
    await user.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(toggle).toHaveFocus();
  });

  it("scrolls to the top when the page changes", async () => {
    const user = userEvent.setup();
    const scrollTo = jest.spyOn(window, "scrollTo");
    renderShop("/faq", homeMocks(home()));
    scrollTo.mockClear();
    await user.click(screen.getAllByRole("link", { name: "Shipping Policy" })[0]);
    expect(await screen.findByRole("heading", { name: "Shipping Policy" })).toBeInTheDocument();
    expect(scrollTo).toHaveBeenCalledWith(0, 0);
  });
});
