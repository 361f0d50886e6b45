import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import {
  AddReviewDocument,
  AddToCartDocument,
  CartDocument,
  CreateCartDocument,
  MeDocument,
  MoreReviewsDocument,
  ProductDetailDocument,
  SimilarProductsDocument,
} from "../src/gql/graphql";
import { cart, cartLine, emptyCart, money, productCard, productDetail, reviewPage, typed, variant } from "./support/fixtures";
import { asGuest, customer, GUEST_ID, renderShop, signInAs, type Mocks } from "./support/render";

const similar = [productCard({ id: "p2", slug: "canvas-backpack", name: "Canvas Backpack" })];

function productMocks(product = productDetail()): Mocks {
  return [
    { request: { query: CartDocument, variables: { guestId: GUEST_ID } }, result: { data: { cart: emptyCart } } },
    { request: { query: ProductDetailDocument, variables: { slug: "leather-tote" } }, result: { data: { product } } },
    { request: { query: SimilarProductsDocument, variables: { slug: "leather-tote" } }, result: { data: { similarProducts: similar } } },
  ];
}

describe("product page", () => {
  beforeEach(() => asGuest());

  it("shows the product: photos, stars in halves, sale price, details and You May Also Like", async () => {
    renderShop("/product/leather-tote", productMocks());
    const info = within((await screen.findByRole("heading", { level: 1, name: "Leather Tote" })).parentElement!);
    expect(info.getByRole("img", { name: "Rated 4.5 out of 5" })).toBeInTheDocument();
    expect(info.getByText("12 reviews")).toBeInTheDocument();
    expect(info.getByText("Rs. 1,299.00")).toBeInTheDocument();
    expect(info.getByText("Rs. 1,499.00").closest("s")).not.toBeNull();
    // Rs. 1,299 for Rs. 1,499 takes off 13.3%: rounded down.
    expect(info.getByText("13% off")).toBeInTheDocument();
    expect(info.getByText("Inclusive of all taxes")).toBeInTheDocument();
    expect(screen.getAllByRole("img", { name: "Black leather tote" })[0]).toHaveAttribute("width", "800");
    expect(screen.getByText("Soft leather, roomy inside.")).toBeInTheDocument();
    const delivery = await screen.findByRole("list", { name: "Delivery and returns" });
    expect(within(delivery).getByText("Free delivery above Rs. 1,000.00 (Rs. 50.00 below)")).toBeInTheDocument();
    expect(within(delivery).getByText("Dispatched within 1 business day, delivered in 3-7 business days")).toBeInTheDocument();
    expect(within(delivery).getByText("Returns and exchanges within 7 days of delivery")).toBeInTheDocument();
    // Cash on delivery depends on the pincode: the page says to check it, and never promises it across India.
    expect(within(delivery).getByText("Cash on delivery where your pincode allows it: check yours above")).toBeInTheDocument();
    expect(screen.queryByText(/Cash on delivery available across/)).not.toBeInTheDocument();
    expect(await screen.findByRole("heading", { name: "You May Also Like" })).toBeInTheDocument();
    expect(screen.getByText("Canvas Backpack")).toBeInTheDocument();
    expect(document.title).toBe("Leather Tote | Bagzone");
  });

  it("keeps the title and meta description the server's HTML gave: the admin's search-engine ones when set", async () => {
    const product = productDetail({ pageTitle: "Leather Tote for Work", metaDescription: "A laptop-sized leather tote." });
    renderShop("/product/leather-tote", productMocks(product));
    expect(await screen.findByRole("heading", { name: "Leather Tote" })).toBeInTheDocument();
    expect(document.title).toBe("Leather Tote for Work | Bagzone");
    expect(document.querySelector('meta[name="description"]')).toHaveAttribute("content", "A laptop-sized leather tote.");
  });

  it("asks for size and colour before adding, keeps quantity at 1 or more, then adds with gift wrap", async () => {
    const user = userEvent.setup();
    const added = jest.fn(() => ({ data: { addToCart: cart([cartLine({ quantity: 2, giftWrap: true })]) } }));
    renderShop("/product/leather-tote", [
      ...productMocks(),
      {
        request: {
          query: AddToCartDocument,
          variables: { input: { productId: "p1", size: "Medium", color: "Red", quantity: 2, giftWrap: true, guestId: GUEST_ID } },
        },
        result: added,
        delay: 50,
      },
    ]);
    const form = await screen.findByRole("form", { name: "Add to cart" });
    await user.click(within(form).getByRole("button", { name: "ADD TO CART" }));
    expect(within(form).getByText("Please select size and color before adding to cart")).toBeInTheDocument();

    expect(within(form).getByRole("button", { name: "Decrease quantity" })).toBeDisabled();
    await user.click(within(form).getByRole("button", { name: "Increase quantity" }));
    expect(within(form).getByRole("spinbutton", { name: "Quantity" })).toHaveValue(2);

    await user.click(within(form).getByRole("radio", { name: "Medium" }));
    await user.click(within(form).getByRole("radio", { name: "Red" }));
    await user.click(within(form).getByRole("checkbox", { name: "Add gift wrap (Rs. 35.00)" }));
    await user.click(within(form).getByRole("button", { name: "ADD TO CART" }));
    expect(within(form).getByRole("button", { name: "ADDING..." })).toBeDisabled();
    expect(await screen.findByRole("dialog", { name: /Your Bag/ })).toBeInTheDocument();
    expect(added).toHaveBeenCalledTimes(1);
    expect(screen.getByRole("button", { name: "Open cart, 2 items" })).toBeInTheDocument();
  });

  it("starts a first-time guest's bag with createCart, keeps the issued id and adds to that bag", async () => {
    localStorage.clear(); // a first visit: no guest id yet, so no bag to load
    const user = userEvent.setup();
    const issued = "gc_AbCdEfGhIjKlMnOpQrStUvWxYz012345";
    const created = jest.fn(() => ({ data: { createCart: typed("GuestCart", { guestId: issued, cart: emptyCart }) } }));
    const added = jest.fn(() => ({ data: { addToCart: cart([cartLine()]) } }));
    renderShop("/product/leather-tote", [
      ...productMocks().filter((m) => m.request.query !== CartDocument),
      { request: { query: CreateCartDocument }, result: created },
      {
        request: {
          query: AddToCartDocument,
          variables: { input: { productId: "p1", size: "Small", color: "Black", quantity: 1, giftWrap: false, guestId: issued } },
        },
        result: added,
      },
      {
        request: { query: CartDocument, variables: { guestId: issued } },
        result: { data: { cart: cart([cartLine()]) } },
        maxUsageCount: Number.POSITIVE_INFINITY,
      },
    ]);
    const form = await screen.findByRole("form", { name: "Add to cart" });
    await user.click(within(form).getByRole("radio", { name: "Small" }));
    await user.click(within(form).getByRole("radio", { name: "Black" }));
    await user.click(within(form).getByRole("button", { name: "ADD TO CART" }));
    expect(await screen.findByRole("dialog", { name: /Your Bag/ })).toBeInTheDocument();
    expect(created).toHaveBeenCalledTimes(1);
    expect(added).toHaveBeenCalledTimes(1);
    expect(localStorage.getItem("guestId")).toBe(issued);
  });

  it("shows a new guest's first line even when the server is slow: the bag is loaded only after the add answered", async () => {
    localStorage.clear();
    const user = userEvent.setup();
    const issued = "gc_AbCdEfGhIjKlMnOpQrStUvWxYz012345";
    // The server's bag as it is when a load is sent: empty until the add has been made.
    let addMade = false;
    const loads: boolean[] = []; // for each load sent, whether the add had been made then
    renderShop("/product/leather-tote", [
      ...productMocks().filter((m) => m.request.query !== CartDocument),
      {
        request: { query: CreateCartDocument },
        result: { data: { createCart: typed("GuestCart", { guestId: issued, cart: emptyCart }) } },
      },
      {
        request: {
          query: AddToCartDocument,
          variables: { input: { productId: "p1", size: "Small", color: "Black", quantity: 1, giftWrap: false, guestId: issued } },
        },
        delay: 50,
        result: () => {
          addMade = true;
          return { data: { addToCart: cart([cartLine()]) } };
        },
      },
      {
        request: { query: CartDocument, variables: { guestId: issued } },
        // A load reads the bag when it is sent (MockLink asks for the delay then, and for the result
        // when it answers) and answers later than the add: one sent before the add was made comes
        // back empty after it.
        delay: () => {
          loads.push(addMade);
          return 150;
        },
        result: () => ({ data: { cart: loads.shift() ? cart([cartLine()]) : emptyCart } }),
        maxUsageCount: Number.POSITIVE_INFINITY,
      },
    ]);
    const form = await screen.findByRole("form", { name: "Add to cart" });
    await user.click(within(form).getByRole("radio", { name: "Small" }));
    await user.click(within(form).getByRole("radio", { name: "Black" }));
    await user.click(within(form).getByRole("button", { name: "ADD TO CART" }));
    const drawer = await screen.findByRole("dialog", { name: /Your Bag/ });
    expect(await within(drawer).findByText("Leather Tote", { selector: "a" })).toBeInTheDocument();
    await new Promise((r) => setTimeout(r, 300)); // every load sent has answered
    expect(within(drawer).getByText("Leather Tote", { selector: "a" })).toBeInTheDocument();
    expect(within(drawer).queryByText("Your bag is empty.")).not.toBeInTheDocument();
  });

  it("moves between options with the keyboard", async () => {
    const user = userEvent.setup();
    renderShop("/product/leather-tote", productMocks());
    const size = await screen.findByRole("group", { name: "Size" });
    await user.click(within(size).getByRole("radio", { name: "Small" }));
    await user.keyboard("{ArrowRight}");
    expect(within(size).getByRole("radio", { name: "Medium" })).toBeChecked();
  });

  it("cannot be added when out of stock", async () => {
    renderShop("/product/leather-tote", productMocks(productDetail({ countInStock: 0 })));
    expect(await screen.findByRole("button", { name: "OUT OF STOCK" })).toBeDisabled();
    expect(screen.getByText("Out of stock", { selector: "p" })).toBeInTheDocument();
  });

  it("says when the product does not exist", async () => {
    renderShop("/product/nothing", [
      { request: { query: CartDocument, variables: { guestId: GUEST_ID } }, result: { data: { cart: emptyCart } } },
      {
        request: { query: ProductDetailDocument, variables: { slug: "nothing" } },
        result: { data: { product: null } },
      },
    ]);
    expect(await screen.findByRole("heading", { name: "Product not found" })).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Try again" })).not.toBeInTheDocument();
  });

  it("shows the newest reviews and reads the older ones a page at a time", async () => {
    const user = userEvent.setup();
    const review = (id: string, authorName: string) =>
      typed("Review", { id, authorName, rating: 5, comment: `${authorName} loves it`, createdAt: "2026-11-20T10:00:00.000Z" });
    const product = productDetail({ reviews: reviewPage([review("r2", "Ravi K.")], { hasNextPage: true, endCursor: "c1" }) });
    renderShop("/product/leather-tote", [
      ...productMocks(product),
      {
        request: { query: MoreReviewsDocument, variables: { productId: product.id, after: "c1" } },
        result: { data: { product: typed("Product", { id: product.id, reviews: reviewPage([review("r1", "Asha R.")]) }) } },
      },
    ]);
    expect(await screen.findByText("Ravi K. loves it")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "More reviews" }));
    expect(await screen.findByText("Asha R. loves it")).toBeInTheDocument();
    expect(screen.getByText("Ravi K. loves it")).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "More reviews" })).not.toBeInTheDocument();
  });

  it("lets a signed-in customer review it; a guest is asked to log in", async () => {
    const user = userEvent.setup();
    signInAs();
    const review = typed("Review", {
      id: "r1",
      authorName: "Asha R.",
      rating: 4,
      comment: "Lovely bag",
      createdAt: "2026-11-20T10:00:00.000Z",
    });
    renderShop("/product/leather-tote", [
      { request: { query: MeDocument }, result: { data: { me: customer } } },
      { request: { query: CartDocument, variables: {} }, result: { data: { cart: emptyCart } } },
      ...productMocks().slice(1),
      {
        request: { query: AddReviewDocument, variables: { productId: "p1", input: { rating: 4, comment: "Lovely bag" } } },
        result: { data: { addReview: typed("Product", { id: "p1", rating: 4.2, numReviews: 13, reviews: reviewPage([review]) }) } },
      },
    ]);
    const form = await screen.findByRole("form", { name: "Write a review" });
    await user.click(within(form).getByRole("button", { name: "Submit review" }));
    expect(within(form).getByText("Please choose a rating")).toBeInTheDocument();
    await user.click(within(form).getByRole("radio", { name: "4" }));
    await user.click(within(form).getByRole("button", { name: "Submit review" }));
    expect(within(form).getByText("Please write a comment")).toBeInTheDocument();
    await user.type(within(form).getByLabelText("Your review"), "Lovely bag");
    await user.click(within(form).getByRole("button", { name: "Submit review" }));
    expect(await screen.findByText("Thank you! Your review is published.")).toBeInTheDocument();
    await waitFor(() => expect(screen.getByText("Lovely bag")).toBeInTheDocument());
    expect(screen.getByText("13 reviews")).toBeInTheDocument();
  });
});

describe("choosing a variant", () => {
  beforeEach(() => asGuest());

  const red = [{ url: "/assets/red/large.jpg", altText: "Leather Tote in red", srcSet: null }];
  const withVariants = productDetail({
    countInStock: 8,
    variants: [
      variant("Small", "Black", { countInStock: 6 }),
      variant("Small", "Red", { countInStock: 0, images: red }),
      variant("Medium", "Black", { countInStock: 2, price: money(169900), discountPrice: null }),
      variant("Medium", "Red", { countInStock: 0, images: red }),
    ],
  });

  it("shows a colour's photos, the chosen variant's price and how few are left", async () => {
    const user = userEvent.setup();
    renderShop("/product/leather-tote", productMocks(withVariants));
    const form = await screen.findByRole("form", { name: "Add to cart" });
    const info = within(form.parentElement!);
    expect(screen.getAllByRole("img", { name: "Black leather tote" })[0]).toHaveAttribute("width", "800");

    await user.click(within(form).getByRole("radio", { name: /Red/ }));
    expect(screen.getAllByRole("img", { name: "Leather Tote in red" })[0]).toHaveAttribute("width", "800");

    await user.click(within(form).getByRole("radio", { name: /Black/ }));
    await user.click(within(form).getByRole("radio", { name: "Medium" }));
    expect(info.getByText("Rs. 1,699.00")).toBeInTheDocument();
    expect(info.queryByText("Rs. 1,299.00")).not.toBeInTheDocument();
    expect(info.getByText("Only 2 left")).toBeInTheDocument();
    await user.click(within(form).getByRole("radio", { name: "Small" }));
    expect(info.getByText("Rs. 1,299.00")).toBeInTheDocument();
    expect(info.getByText("In stock")).toBeInTheDocument();
  });

  it("shows a sold-out colour as such, and a sold-out combination cannot be added", async () => {
    const user = userEvent.setup();
    renderShop("/product/leather-tote", productMocks(withVariants));
    const form = await screen.findByRole("form", { name: "Add to cart" });
    // Red is sold out in every size: still offered (its photos can be seen), marked sold out.
    const redOption = within(form).getByRole("radio", { name: "Red (sold out)" });
    expect(within(form).getByRole("radio", { name: "Black" })).toBeInTheDocument();
    await user.click(within(form).getByRole("radio", { name: "Small" }));
    await user.click(redOption);
    expect(within(form).getByRole("button", { name: "SOLD OUT" })).toBeDisabled();
    expect(within(form.parentElement!).getByText("Sold out in this size and colour")).toBeInTheDocument();
  });

  it("has a single size or colour chosen already", async () => {
    const user = userEvent.setup();
    const added = jest.fn(() => ({ data: { addToCart: cart([cartLine()]) } }));
    const oneColour = productDetail({ colors: ["Black"], variants: [variant("Small", "Black"), variant("Medium", "Black")] });
    renderShop("/product/leather-tote", [
      ...productMocks(oneColour),
      {
        request: {
          query: AddToCartDocument,
          variables: { input: { productId: "p1", size: "Small", color: "Black", quantity: 1, giftWrap: false, guestId: GUEST_ID } },
        },
        result: added,
      },
    ]);
    const form = await screen.findByRole("form", { name: "Add to cart" });
    expect(within(form).getByRole("radio", { name: "Black" })).toBeChecked();
    await user.click(within(form).getByRole("radio", { name: "Small" }));
    await user.click(within(form).getByRole("button", { name: "ADD TO CART" }));
    await waitFor(() => expect(added).toHaveBeenCalledTimes(1));
  });
});
