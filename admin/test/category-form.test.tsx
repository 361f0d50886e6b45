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

  it("previews the slug and saves an uploaded image with its alt text", async () => {
    const { user, saved } = setup();
    await user.type(screen.getByLabelText("Category name"), "Travel Bags & More");
    expect(screen.getByLabelText("Slug")).toHaveValue("travel-bags-more");
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

  it("shows the server's message on the field it names", async () => {
    const { user } = setup({ ...EMPTY_CATEGORY, name: "Wallets", description: "Slim" }, [
      { field: "name", message: "A category with this name already exists" },
    ]);
    await user.click(screen.getByRole("button", { name: "Create category" }));
    expect(await screen.findByText("A category with this name already exists")).toBeInTheDocument();
  });
});
