import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { ProductForm } from "../src/screens/products/ProductForm";
import { EMPTY_PRODUCT, type ProductFormValues } from "../src/screens/products/product-form-values";
import { formToProductInput, gridToVariants } from "../src/screens/products/product-values";
import { renderInApp } from "./render";

const categories = [{ id: "cat-1", name: "Backpacks" }];
const OPTIONS = {
  sizes: ["Small", "Medium", "Large", "XL"],
  colors: ["red", "blue", "black", "green", "yellow", "gray", "white", "pink", "cream", "navy"],
  materials: ["Cotton", "Leather", "Polyester"],
};

/** A product the form saves as it is. */
const TRAIL_PACK: ProductFormValues = {
  ...EMPTY_PRODUCT,
  name: "Trail Pack",
  categoryId: "cat-1",
  description: "<p>Roomy</p>",
  price: "1299",
};

function setup(initialValues: ProductFormValues = EMPTY_PRODUCT, problems: { field: string; message: string }[] = []) {
  const saved: ProductFormValues[] = [];
  const onSubmit = (values: ProductFormValues) => {
    saved.push(values);
    return Promise.resolve(problems);
  };
  const view = renderInApp(
    <ProductForm
      initialValues={initialValues}
      categories={categories}
      options={OPTIONS}
      submitLabel="Create product"
      onSubmit={onSubmit}
    />,
  );
  return { ...view, saved };
}

describe("product form", () => {
  it("shows every required message and saves nothing when submitted empty", async () => {
    const { user, saved } = setup();
    await user.click(screen.getByRole("button", { name: "Create product" }));

    for (const message of ["Product name is required", "Category is required", "Description is required", "Price is required"]) {
      expect(await screen.findByText(message)).toBeInTheDocument();
    }
    expect(screen.getByLabelText("Product name")).toHaveAttribute("aria-invalid", "true");
    expect(screen.getByLabelText("Product name")).toHaveAccessibleDescription("Product name is required");
    expect(saved).toHaveLength(0);
  });

  it("refuses negative numbers with each field's message, and has no rating to type (reviews make it)", async () => {
    const { user, saved } = setup();
    const fields: [string, string][] = [
      ["Price (Rs.)", "Price cannot be negative"],
      ["Discount price (Rs.)", "Discount price cannot be negative"],
      ["Stock of One size", "Stock cannot be negative"],
      ["Weight (kg)", "Weight cannot be negative"],
      ["Length (cm)", "Length cannot be negative"],
      ["Width (cm)", "Width cannot be negative"],
      ["Height (cm)", "Height cannot be negative"],
    ];
    for (const [label] of fields) await user.type(screen.getByLabelText(label), "-1");
    await user.click(screen.getByRole("button", { name: "Create product" }));

    for (const [label, message] of fields) {
      expect(await screen.findByText(message)).toBeInTheDocument();
      expect(screen.getByLabelText(label)).toHaveAccessibleDescription(message);
    }
    expect(screen.queryByLabelText(/Rating/)).not.toBeInTheDocument();
    expect(screen.queryByLabelText(/Number of reviews/)).not.toBeInTheDocument();
    expect(saved).toHaveLength(0);
  });

  it("builds the handle from the name unless one is typed, and sends the search-engine title and description", async () => {
    const valid = { ...EMPTY_PRODUCT, categoryId: "cat-1", description: "<p>Roomy</p>", price: "1299" };
    const { user, saved } = setup(valid);
    await user.type(screen.getByLabelText("Product name"), "Men's  Leather Wallet!");
    expect(screen.getByLabelText("Handle")).toHaveValue("");
    expect(screen.getByLabelText("Handle")).toHaveAttribute("placeholder", "mens-leather-wallet");
    expect(screen.getByLabelText("Handle")).toHaveAccessibleDescription(/\/product\/mens-leather-wallet\./);
    await user.type(screen.getByLabelText("Handle"), "Wallet For Men");
    expect(screen.getByLabelText("Handle")).toHaveAccessibleDescription(/\/product\/wallet-for-men\./);
    await user.type(screen.getByLabelText("Search engine title"), "Leather wallet for men");
    await user.type(screen.getByLabelText("Search engine description"), "Eight card slots.");
    await user.click(screen.getByRole("button", { name: "Create product" }));
    expect(saved).toHaveLength(1);
    expect(formToProductInput(saved[0])).toMatchObject({
      name: "Men's  Leather Wallet!",
      handle: "Wallet For Men",
      seoTitle: "Leather wallet for men",
      seoDescription: "Eight card slots.",
    });
    // Left empty, the API builds them from the name and description.
    expect(formToProductInput(valid)).toMatchObject({ handle: null, seoTitle: null, seoDescription: null });
  });

  it("refuses rupees with more than two decimals on each amount, and saves nothing", async () => {
    const { user, saved } = setup(TRAIL_PACK);
    for (const label of ["Price (Rs.)", "Discount price (Rs.)"]) {
      await user.clear(screen.getByLabelText(label));
      await user.type(screen.getByLabelText(label), "12.345");
    }
    await user.click(screen.getByRole("button", { name: "Create product" }));

    for (const label of ["Price (Rs.)", "Discount price (Rs.)"]) {
      expect(await screen.findByLabelText(label)).toHaveAccessibleDescription("Enter rupees with at most two decimals, e.g. 49.50");
    }
    expect(saved).toHaveLength(0);
  });

  it("refuses a search-engine title longer than results show", async () => {
    const { user, saved } = setup(TRAIL_PACK);
    await user.type(screen.getByLabelText("Search engine title"), "x".repeat(71));
    await user.click(screen.getByRole("button", { name: "Create product" }));
    expect(await screen.findByText("Search engine title must be at most 70 characters")).toBeInTheDocument();
    expect(saved).toHaveLength(0);
  });

  it("uploads several images with a preview each and requires their alt text", async () => {
    const { user, saved } = setup(TRAIL_PACK);
    const files = [
      new File(["front"], "trail-pack-front.png", { type: "image/png" }),
      new File(["back"], "back.jpg", { type: "image/jpeg" }),
    ];
    await user.upload(screen.getByLabelText("Upload images"), files);

    const first = await screen.findByRole("img", { name: "trail pack front" });
    expect(first.getAttribute("src")).toMatch(/^data:image\/png;base64,/);
    expect(screen.getByRole("img", { name: "back" })).toBeInTheDocument();

    await user.clear(screen.getByLabelText("Alt text for image 2"));
    await user.click(screen.getByRole("button", { name: "Create product" }));
    expect(await screen.findByText("Alt text is required")).toBeInTheDocument();
    expect(saved).toHaveLength(0);

    await user.type(screen.getByLabelText("Alt text for image 2"), "Back of the pack");
    await user.click(screen.getByRole("button", { name: "Create product" }));
    await screen.findByRole("button", { name: "Create product" });
    expect(saved).toHaveLength(1);
    expect(saved[0].images.map((i) => i.altText)).toEqual(["trail pack front", "Back of the pack"]);
  });

  it("refuses a file that is not an image", async () => {
    setup();
    // A browser's file chooser can be switched to "All files": the form must still refuse them.
    const user = userEvent.setup({ applyAccept: false });
    await user.upload(screen.getByLabelText("Upload images"), new File(["x"], "notes.txt", { type: "text/plain" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("notes.txt is not a JPEG, PNG or WebP image");
  });

  it("saves valid input and puts the server's messages on the fields they name", async () => {
    const { user, saved } = setup(TRAIL_PACK, [{ field: "dimensions.length", message: "Length cannot be negative" }]);
    await user.click(within(screen.getByRole("form", { name: "Product" })).getByRole("button", { name: "Create product" }));
    expect(await screen.findByText("Length cannot be negative")).toBeInTheDocument();
    expect(saved).toHaveLength(1);
    expect(saved[0]).toMatchObject({ name: "Trail Pack", categoryId: "cat-1", price: "1299" });
  });

  it("offers every colour of the shop, navy included", () => {
    setup();
    const colours = within(screen.getByRole("group", { name: "Colors" }));
    expect(colours.getAllByRole("checkbox")).toHaveLength(10);
    expect(colours.getByRole("checkbox", { name: "Navy" })).toBeInTheDocument();
  });

  it("edits the variant grid: sizes by colours, bulk stock and SKUs, a cell not sold, a price of its own, photos per colour", async () => {
    const { user, saved } = setup({
      ...EMPTY_PRODUCT,
      name: "Sling",
      sku: "SLG-9",
      categoryId: "cat-1",
      description: "<p>Small sling</p>",
      price: "999",
    });
    await user.click(screen.getByRole("checkbox", { name: "Small" }));
    await user.click(screen.getByRole("checkbox", { name: "Large" }));
    await user.click(screen.getByRole("checkbox", { name: "Black" }));
    await user.click(screen.getByRole("checkbox", { name: "Navy" }));
    const grid = within(screen.getByRole("table", { name: "Variants" }));
    expect(
      grid
        .getAllByRole("row")
        .slice(1)
        .map((row) => within(row).getByRole("rowheader").textContent),
    ).toEqual(["Small, black", "Small, navy", "Large, black", "Large, navy"]);

    await user.type(screen.getByLabelText("Stock for every variant"), "6");
    await user.click(screen.getByRole("button", { name: "Set stock for all" }));
    await user.click(screen.getByRole("button", { name: "Generate SKUs" }));
    await user.click(grid.getByRole("checkbox", { name: "Sell Small, navy" }));
    await user.clear(grid.getByLabelText("Stock of Large, navy"));
    await user.type(grid.getByLabelText("Stock of Large, navy"), "2");
    await user.type(grid.getByLabelText("Price of Large, black"), "1199");
    expect(screen.getByLabelText("Stock")).toHaveValue("14");
    await user.upload(screen.getByLabelText("Upload navy photos"), new File(["navy"], "sling-navy.png", { type: "image/png" }));
    await screen.findByRole("img", { name: "sling navy, navy" });

    await user.click(screen.getByRole("button", { name: "Create product" }));
    await screen.findByRole("button", { name: "Create product" });
    expect(saved).toHaveLength(1);
    const variants = gridToVariants(saved[0]);
    expect(variants.map(({ images, ...v }) => ({ ...v, photos: images?.length ?? 0 }))).toEqual([
      { size: "Small", color: "black", sku: "SLG-9-SMALL-BLACK", countInStock: 6, pricePaise: null, photos: 0 },
      { size: "Large", color: "black", sku: "SLG-9-LARGE-BLACK", countInStock: 6, pricePaise: 119900, photos: 0 },
      { size: "Large", color: "navy", sku: "SLG-9-LARGE-NAVY", countInStock: 2, pricePaise: null, photos: 1 },
    ]);
    expect(formToProductInput(saved[0]).countInStock).toBe(14);
  });
});
