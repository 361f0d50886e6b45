import { dataUrl, picture } from "../support/catalog-admin";
import { connectionField, copyRow, walkPagesWhileChanging } from "../support/connection-pages";
import { startTestShop, type TestShop } from "../support/test-shop";
import { graphql } from "../gql";

const SLIDES = graphql(`query BannerPagesSlides($all: Boolean!, $first: Int, $after: String) {
  bannerSlides(includeInactive: $all, first: $first, after: $after) { totalCount pageInfo { hasNextPage endCursor } nodes { id } }
}`);
const CREATE = graphql(`mutation BannerPagesCreate($input: BannerSlideInput!) { createBannerSlide(input: $input) { id } }`);
const UPDATE = graphql(
  `mutation BannerPagesUpdate($id: ID!, $input: UpdateBannerSlideInput!) { updateBannerSlide(id: $id, input: $input) { id } }`,
);

let t: TestShop;
let admin: string;
let slideId: string;
beforeAll(async () => {
  t = await startTestShop();
  admin = await t.adminToken();
  const input = {
    desktopImage: dataUrl(await picture("jpeg", 1920, 640), "image/jpeg"),
    mobileImage: dataUrl(await picture("png", 768, 960), "image/png"),
    altText: "Monsoon sale",
    link: "/collections/backpacks",
    position: 5,
  };
  slideId = (await t.gqlOk(CREATE, { input }, admin)).createBannerSlide.id;
  // Nine more slides after it, two of them sharing a position (creation, then id, orders those).
  for (let i = 6; i <= 13; i++) await copyRow(t, "banner_slides", slideId, { position: i });
  await copyRow(t, "banner_slides", slideId, { position: 8 });
});
afterAll(() => t.close());

it("pages the shoppers' slides in position order without repeating or skipping one while slides are added and switched off", async () => {
  let position = 5;
  await walkPagesWhileChanging(t, connectionField({ query: SLIDES, connection: (d) => d.bannerSlides, variables: { all: false } }), 3, {
    // A slide placed before every one so far.
    addBefore: async () => void (await copyRow(t, "banner_slides", slideId, { position: (position -= 1) })),
    remove: async ({ id }) => void (await t.gqlOk(UPDATE, { id, input: { isActive: false } }, admin)),
  });
});
