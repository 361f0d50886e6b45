import { screen, waitFor } from "@testing-library/react";
import { BannerSlideForm, EMPTY_SLIDE, type BannerSlideFormValues } from "../src/screens/banner/BannerSlideForm";
import { renderInApp } from "./render";

function setup(initialValues: BannerSlideFormValues = EMPTY_SLIDE) {
  const saved: BannerSlideFormValues[] = [];
  const view = renderInApp(
    <BannerSlideForm
      initialValues={initialValues}
      submitLabel="Add slide"
      onCancel={() => undefined}
      onSubmit={(values) => {
        saved.push(values);
        return Promise.resolve([]);
      }}
    />,
  );
  return { ...view, saved };
}

const png = (name: string) => new File(["png"], name, { type: "image/png" });

describe("banner slide form", () => {
  it("requires both images and the alt text", async () => {
    const { user, saved } = setup();
    await user.click(screen.getByRole("button", { name: "Add slide" }));
    expect(await screen.findByText("Desktop image is required")).toBeInTheDocument();
    expect(screen.getByText("Mobile image is required")).toBeInTheDocument();
    expect(screen.getByText("Alt text is required")).toBeInTheDocument();
    expect(saved).toHaveLength(0);
  });

  it("refuses a link that is neither a shop path nor a web address, and a negative or fractional position", async () => {
    const { user, saved } = setup();
    await user.type(screen.getByLabelText("Link"), "collections/wallets");
    await user.clear(screen.getByLabelText("Position"));
    await user.type(screen.getByLabelText("Position"), "-1");
    await user.click(screen.getByRole("button", { name: "Add slide" }));
    expect(await screen.findByText("Link must be a path like /collections/wallets or an http(s) address")).toBeInTheDocument();
    expect(screen.getByText("Position cannot be negative")).toBeInTheDocument();
    await user.clear(screen.getByLabelText("Position"));
    await user.type(screen.getByLabelText("Position"), "1.5");
    await user.click(screen.getByRole("button", { name: "Add slide" }));
    expect(await screen.findByText("Position must be a whole number")).toBeInTheDocument();
    expect(saved).toHaveLength(0);
  });

  it("previews both uploaded images with the alt text and saves the slide", async () => {
    const { user, saved } = setup();
    await user.type(screen.getByLabelText("Alt text"), "Monsoon sale on backpacks");
    await user.upload(screen.getByLabelText("Upload desktop image"), png("wide.png"));
    await user.upload(screen.getByLabelText("Upload mobile image"), png("tall.png"));
    // Each file is read asynchronously: wait until both previews show.
    await waitFor(() => expect(screen.getAllByRole("img", { name: "Monsoon sale on backpacks" })).toHaveLength(2));
    await user.type(screen.getByLabelText("Link"), "/collections/backpacks");
    await user.click(screen.getByLabelText("Active (shown on the home page)"));
    await user.click(screen.getByRole("button", { name: "Add slide" }));
    await screen.findByRole("button", { name: "Add slide" });
    expect(saved).toHaveLength(1);
    expect(saved[0]).toMatchObject({
      altText: "Monsoon sale on backpacks",
      link: "/collections/backpacks",
      position: "0",
      isActive: false,
    });
    expect(saved[0].desktopImage).toMatch(/^data:image\/png;base64,/);
    expect(saved[0].mobileImage).toMatch(/^data:image\/png;base64,/);
  });
});
