import fs from "node:fs";
import path from "node:path";
import { dataUrl, picture } from "../support/catalog-admin";
import { expectPageSizesRefused, walkPages, connectionField } from "../support/connection-pages";
import { startTestShop, type TestShop } from "../support/test-shop";
import { graphql } from "../gql";

const SLIDES =
  graphql(`query BannerSlides($all: Boolean!, $first: Int, $after: String) { bannerSlides(includeInactive: $all, first: $first, after: $after) {
  nodes { altText link position isActive desktopImage { url altText srcSet } mobileImage { url altText } }
  totalCount pageInfo { hasNextPage endCursor }
} }`);
const CREATE = graphql(
  `mutation BannerCreate($input: BannerSlideInput!) { createBannerSlide(input: $input) { id altText desktopImage { url } mobileImage { url } } }`,
);
const UPDATE = graphql(
  `mutation BannerUpdate($id: ID!, $input: UpdateBannerSlideInput!) { updateBannerSlide(id: $id, input: $input) { id altText position desktopImage { url } mobileImage { url } } }`,
);
const DELETE = graphql(`mutation BannerDelete($id: ID!) { deleteBannerSlide(id: $id) { id } }`);

let t: TestShop;
let admin: string;
let desktop: string;
let mobile: string;

beforeAll(async () => {
  t = await startTestShop();
  admin = await t.adminToken();
  desktop = dataUrl(await picture("jpeg", 1920, 640), "image/jpeg");
  mobile = dataUrl(await picture("png", 768, 960), "image/png");
});
afterAll(() => t.close());

const slide = (overrides: Record<string, unknown> = {}) => ({
  desktopImage: desktop,
  mobileImage: mobile,
  altText: "Monsoon sale: up to 40% off backpacks",
  link: "/collections/backpacks",
  position: 1,
  ...overrides,
});
const folderOf = (url: string) => path.join(t.config.assetsDir, url.split("/")[2]);
const slideCount = async () => (await t.dataSource.query(`SELECT count(*)::int AS n FROM banner_slides`))[0].n as number;

describe("banner slides", () => {
  it("shows shoppers the active slides in position order, with desktop and mobile images", async () => {
    await t.gqlOk(CREATE, { input: slide({ altText: "Second", position: 2 }) }, admin);
    await t.gqlOk(CREATE, { input: slide({ altText: "First", position: 0, link: "https://example.com/lookbook" }) }, admin);
    await t.gqlOk(CREATE, { input: slide({ altText: "Paused", position: 1, isActive: false }) }, admin);

    const bannerSlides = await walkPages(t, { query: SLIDES, connection: (d) => d.bannerSlides, variables: { all: false } }, 1);
    expect(bannerSlides.map((s) => s.altText)).toEqual(["First", "Second"]);
    const [first] = (await t.gqlOk(SLIDES, { all: false })).bannerSlides.nodes;
    expect(first).toMatchObject({ link: "https://example.com/lookbook", position: 0, isActive: true });
    expect(first.desktopImage.url).toMatch(/^\/assets\/.+\/large\.jpg$/);
    expect(first.desktopImage.srcSet).toContain("large.webp 1600w");
    expect(first.mobileImage.url).not.toBe(first.desktopImage.url);
    expect(first.mobileImage.altText).toBe("First");
    expect((await t.http.get(first.mobileImage.url)).status).toBe(200);

    const all = connectionField({ query: SLIDES, connection: (d) => d.bannerSlides, variables: { all: true }, token: admin });
    expect((await walkPages(t, all, 2)).map((s) => s.altText)).toEqual(["First", "Paused", "Second"]);
    await expectPageSizesRefused(t, all);
  });

  it("keeps a headline, a line of text and a button, trimmed; a button needs a link", async () => {
    const texts = { headline: " Monsoon sale: up to 40% off ", text: "Backpacks that keep the rain out.", buttonLabel: " Shop backpacks " };
    const created = await t.gqlOk(
      graphql(
        `mutation BannerCreateBannerSlide($input: BannerSlideInput!) { createBannerSlide(input: $input) { id headline text buttonLabel link } }`,
      ),
      { input: slide({ ...texts, position: 9 }) },
      admin,
    );
    expect(created.createBannerSlide).toMatchObject({
      headline: "Monsoon sale: up to 40% off",
      text: "Backpacks that keep the rain out.",
      buttonLabel: "Shop backpacks",
      link: "/collections/backpacks",
    });
    const shown = (
      await t.gqlOk(graphql(`query BannerSlides2 { bannerSlides { nodes { id headline text buttonLabel } } }`))
    ).bannerSlides.nodes.find((s: { id: string }) => s.id === created.createBannerSlide.id);
    expect(shown).toMatchObject({ headline: "Monsoon sale: up to 40% off", buttonLabel: "Shop backpacks" });

    const before = await slideCount();
    const noLink = await t.gql(CREATE, { input: slide({ ...texts, link: null }) }, admin);
    expect(noLink.errors?.[0]).toMatchObject({
      message: "A button needs a link",
      extensions: { code: "BAD_USER_INPUT", field: "link" },
    });
    const long = await t.gql(CREATE, { input: slide({ headline: "x".repeat(81) }) }, admin);
    expect(long.errors?.[0]).toMatchObject({ message: "Headline must be at most 80 characters", extensions: { code: "BAD_USER_INPUT" } });
    expect(await slideCount()).toBe(before);
    await t.gqlOk(DELETE, { id: created.createBannerSlide.id }, admin);
  });

  it("shows inactive slides to admins only", async () => {
    expect((await t.gql(SLIDES, { all: true })).errors?.[0].extensions?.code).toBe("UNAUTHENTICATED");
    const { token } = await t.registerCustomer();
    expect((await t.gql(SLIDES, { all: true }, token)).errors?.[0].extensions?.code).toBe("FORBIDDEN");
  });

  it.each<[Record<string, unknown>, string, string]>([
    [{ desktopImage: " " }, "desktopImage", "Desktop image is required"],
    [{ mobileImage: "" }, "mobileImage", "Mobile image is required"],
    [{ altText: " " }, "altText", "Alt text is required"],
    [{ link: "javascript:alert(1)" }, "link", "Link must be a path like /collections/all or an http(s) URL"],
    [{ link: "//evil.example" }, "link", "Link must be a path like /collections/all or an http(s) URL"],
    [{ position: -1 }, "position", "Position cannot be negative"],
    [{ desktopImage: "data:text/plain;base64,aGVsbG8=" }, "desktopImage", "Only JPEG, PNG and WebP images are accepted"],
  ])("refuses %p with a clear message and writes nothing", async (change, field, message) => {
    const before = await slideCount();
    const res = await t.gql(CREATE, { input: slide(change) }, admin);
    expect(res.errors?.[0]).toMatchObject({ message, extensions: { code: "BAD_USER_INPUT", field } });
    expect(await slideCount()).toBe(before);
  });

  it("refuses a slide without its required fields by the schema itself", async () => {
    const { desktopImage: _left, ...withoutDesktop } = slide();
    // The variables break the schema on purpose, so they go untyped.
    const res = await t.gqlRaw(CREATE, { input: withoutDesktop }, admin);
    expect(res.errors?.[0].extensions?.code).toBe("BAD_USER_INPUT");
    expect(res.errors?.[0].message).toMatch(/desktopImage.*required/);
  });

  it("changes only the fields sent on update; null clears the headline and link, and is refused for the alt text", async () => {
    const FULL = graphql(
      `query BannerFull { bannerSlides(includeInactive: true) { nodes { altText headline link position isActive desktopImage { url } mobileImage { url } } } }`,
    );
    const shown = async (altText: string) =>
      (await t.gqlOk(FULL, {}, admin)).bannerSlides.nodes.find((s: { altText: string }) => s.altText === altText);
    const { createBannerSlide: created } = await t.gqlOk(CREATE, { input: slide({ altText: "Partial", headline: "Sale" }) }, admin);
    const before = await shown("Partial");

    await t.gqlOk(UPDATE, { id: created.id, input: { position: 7 } }, admin);
    expect(await shown("Partial")).toEqual({ ...before, position: 7 });
    await t.gqlOk(UPDATE, { id: created.id, input: { headline: null, link: null } }, admin);
    expect(await shown("Partial")).toEqual({ ...before, position: 7, headline: null, link: null });

    const refused = await t.gql(UPDATE, { id: created.id, input: { altText: null } }, admin);
    expect(refused.errors?.[0]).toMatchObject({
      message: "Alt text is required",
      extensions: { code: "BAD_USER_INPUT", field: "altText" },
    });
    const noPosition = await t.gql(UPDATE, { id: created.id, input: { position: null } }, admin);
    expect(noPosition.errors?.[0]).toMatchObject({ extensions: { code: "BAD_USER_INPUT", field: "position" } });
    expect(await shown("Partial")).toEqual({ ...before, position: 7, headline: null, link: null });
    await t.gqlOk(DELETE, { id: created.id }, admin);
  });

  it("replaces images on update, removing the old files, and removes all files on delete", async () => {
    const { createBannerSlide: created } = await t.gqlOk(CREATE, { input: slide({ altText: "Changing" }) }, admin);
    const newMobile = dataUrl(await picture("webp", 700, 900), "image/webp");
    const { updateBannerSlide: updated } = await t.gqlOk(
      UPDATE,
      { id: created.id, input: slide({ altText: "Changed", position: 5, desktopImage: created.desktopImage.url, mobileImage: newMobile }) },
      admin,
    );
    expect(updated).toMatchObject({ id: created.id, altText: "Changed", position: 5, desktopImage: { url: created.desktopImage.url } });
    expect(fs.existsSync(folderOf(created.desktopImage.url))).toBe(true);
    expect(fs.existsSync(folderOf(created.mobileImage.url))).toBe(false);
    expect(fs.existsSync(folderOf(updated.mobileImage.url))).toBe(true);

    expect((await t.gqlOk(DELETE, { id: created.id }, admin)).deleteBannerSlide).toEqual({ id: created.id });
    expect(fs.existsSync(folderOf(updated.desktopImage.url))).toBe(false);
    expect(fs.existsSync(folderOf(updated.mobileImage.url))).toBe(false);
    expect((await t.gql(DELETE, { id: created.id }, admin)).errors?.[0]).toMatchObject({
      message: "Banner slide not found",
      extensions: { code: "NOT_FOUND" },
    });
  });

  it("is managed by admins only", async () => {
    const before = await slideCount();
    const { token } = await t.registerCustomer();
    expect((await t.gql(CREATE, { input: slide() }, token)).errors?.[0].extensions?.code).toBe("FORBIDDEN");
    expect((await t.gql(CREATE, { input: slide() })).errors?.[0].extensions?.code).toBe("UNAUTHENTICATED");
    expect(await slideCount()).toBe(before);
  });
});
