import { screen } from "@testing-library/react";
import { CategoryForm, EMPTY_CATEGORY, type CategoryFormValues } from "../src/screens/categories/CategoryForm";
import { renderInApp } from "./render";

function setup(initialValues: CategoryFormValues = EMPTY_CATEGORY, problems: { field: string; message: string }[] = []) {
  const saved: CategoryFormValues[] = [];
  const view = renderInApp(
    <CategoryForm
      initialValues={initialValues}
      submitLabel="Create category"
      onSubmit={(values) => {
        saved.push(values);
        return Promise.resolve(problems);
      }}
    />,
  );
  return { ...view, saved };
}

describe("category form", () => {
  it("requires a name and a description and saves nothing without them", async () => {
    const { user, saved } = setup();
    await user.type(screen.getByLabelText("Category name"), "   ");
    await user.click(screen.getByRole("button", { name: "Create category" }));
    expect(await screen.findByText("Category name is required")).toBeInTheDocument();
    expect(screen.getByText("Description is required")).toBeInTheDocument();
    expect(screen.getByLabelText("Description")).toHaveAccessibleDescription("Description is required");
    expect(saved).toHaveLength(0);
  });

  it("previews the address built from the name and saves an uploaded image with its alt text", async () => {
    const { user, saved } = setup();
    await user.type(screen.getByLabelText("Category name"), "Travel Bags & More");
    expect(screen.getByLabelText("Handle")).toHaveAttribute("placeholder", "travel-bags-more");
    expect(screen.getByLabelText("Handle")).toHaveAccessibleDescription(
      "The collection's address: /collections/travel-bags-more. Leave empty to build it from the name.",
    );
    await user.type(screen.getByLabelText("Description"), "Bags for the road");
    await user.upload(screen.getByLabelText("Upload category image"), new File(["img"], "travel_bags.webp", { type: "image/webp" }));
    expect(await screen.findByRole("img", { name: "travel bags" })).toBeInTheDocument();
    await user.click(screen.getByLabelText("Published"));
    await user.click(screen.getByRole("button", { name: "Create category" }));

    await screen.findByRole("button", { name: "Create category" });
    expect(saved).toHaveLength(1);
    expect(saved[0]).toMatchObject({
      name: "Travel Bags & More",
      description: "Bags for the road",
      imageAlt: "travel bags",
      isPublished: false,
      handle: "",
    });
    expect(saved[0].imageUrl).toMatch(/^data:image\/webp;base64,/);
  });

  it("asks for alt text when an image is given, and lets the image be removed", async () => {
    const { user, saved } = setup({
      ...EMPTY_CATEGORY,
      name: "Wallets",
      description: "Slim",
      imageUrl: "/assets/wallets.jpg",
      imageAlt: "",
    });
    await user.click(screen.getByRole("button", { name: "Create category" }));
    expect(await screen.findByText("Alt text is required")).toBeInTheDocument();
    expect(saved).toHaveLength(0);

    await user.click(screen.getByRole("button", { name: "Remove category image" }));
    await user.click(screen.getByRole("button", { name: "Create category" }));
    await screen.findByText("No category image chosen.");
    expect(saved).toHaveLength(1);
    expect(saved[0].imageUrl).toBe("");
  });

  it("previews the search result live from the handle, title and description, counting their characters", async () => {
    const { user, saved } = setup({ ...EMPTY_CATEGORY, name: "Wallets", description: "Slim leather wallets" });
    const preview = screen.getByRole("region", { name: "Search result preview" });
    expect(preview).toHaveTextContent(`Wallets | Bagzone${window.location.origin}/collections/walletsSlim leather wallets`);

    await user.type(screen.getByLabelText("Handle"), "Men's Wallets");
    await user.type(screen.getByLabelText("Search engine title"), "Leather Wallets for Men");
    await user.type(screen.getByLabelText("Search engine description"), "Bifold and card wallets.");
    expect(preview).toHaveTextContent(
      `Leather Wallets for Men | Bagzone${window.location.origin}/collections/mens-walletsBifold and card wallets.`,
    );
    expect(screen.getByLabelText("Search engine title")).toHaveAccessibleDescription("23 of 70 characters. Leave empty to use the name.");
    expect(screen.getByLabelText("Search engine description")).toHaveAccessibleDescription(
      "24 of 160 characters. Leave empty to use the start of the description.",
    );

    await user.click(screen.getByRole("button", { name: "Create category" }));
    await screen.findByRole("button", { name: "Create category" });
    expect(saved).toEqual([
      expect.objectContaining({ handle: "Men's Wallets", seoTitle: "Leather Wallets for Men", seoDescription: "Bifold and card wallets." }),
    ]);
  });

  it("refuses a search engine title or description longer than search results show, and saves nothing", async () => {
    const { user, saved } = setup({ ...EMPTY_CATEGORY, name: "Wallets", description: "Slim" });
    await user.type(screen.getByLabelText("Search engine title"), "t".repeat(71));
    await user.type(screen.getByLabelText("Search engine description"), "d".repeat(161));
    expect(screen.getByLabelText("Search engine title")).toHaveAccessibleDescription("71 of 70 characters. Leave empty to use the name.");
    await user.click(screen.getByRole("button", { name: "Create category" }));
    expect(await screen.findByText("Search engine title must be at most 70 characters")).toBeInTheDocument();
    expect(screen.getByText("Search engine description must be at most 160 characters")).toBeInTheDocument();
    expect(saved).toHaveLength(0);
  });

  it("shows the server's refusal of a handle on the handle", async () => {
    const { user } = setup({ ...EMPTY_CATEGORY, name: "Wallets", description: "Slim", handle: "tote-bags" }, [
      { field: "input.handle", message: "Another category already has this handle" },
    ]);
    await user.click(screen.getByRole("button", { name: "Create category" }));
    expect(await screen.findByText("Another category already has this handle")).toBeInTheDocument();
    expect(screen.getByLabelText("Handle")).toHaveAccessibleDescription(
      "The collection's address: /collections/tote-bags. Leave empty to build it from the name. Another category already has this handle",
    );
  });

  it("shows the server's message on the field it names", async () => {
    const { user } = setup({ ...EMPTY_CATEGORY, name: "Wallets", description: "Slim" }, [
      { field: "name", message: "A category with this name already exists" },
    ]);
    await user.click(screen.getByRole("button", { name: "Create category" }));
    expect(await screen.findByText("A category with this name already exists")).toBeInTheDocument();
  });
});
