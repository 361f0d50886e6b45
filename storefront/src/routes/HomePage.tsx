import { Link } from "react-router-dom";
import type { ReactNode } from "react";
import { useQuery } from "@apollo/client/react";
import styled from "styled-components";
import { Banner, type BannerSlideView } from "../components/home/Banner";
import { CategoryGrid } from "../components/home/CategoryGrid";
import { Testimonials } from "../components/home/Testimonials";
import { HydrateWhenNear } from "../components/layout/HydrateWhenNear";
import { ProductCard } from "../components/product/ProductCard";
import { ProductGrid } from "../components/product/ProductGrid";
import { Button } from "../components/ui/Button";
import { Carousel } from "../components/ui/Carousel";
import { ErrorState, Loading } from "../components/ui/Status";
import { HomePageDocument, type HomePageQuery } from "../gql/graphql";
import { toCallError } from "@shop/client/call-result";
import { usePageMeta } from "../lib/page-meta";
import { STOREFRONT_PAGES } from "@shop/words/storefront-pages";

/** How many new arrivals a phone's screen shows side by side: the carousel's others hydrate when near. */
const ARRIVALS_IN_VIEW = 2;

/** Banner, shop by categories, new arrivals, testimonials, bestsellers (below the banner, each hydrates when near). */
export default function HomePage() {
  // The same title and description as the server's first HTML (api/src/http/storefront/page-head.ts).
  usePageMeta(STOREFRONT_PAGES.home.title, "Bags, wallets and backpacks, delivered across India.");
  const { data, loading, error, refetch } = useQuery(HomePageDocument);

  if (loading && !data) return <Loading label="Loading the shop..." />;
  if (error && !data) {
    return (
      <Wrap>
        <h1 className="visually-hidden">Bagzone</h1>
        <ErrorState problem={toCallError(error, "Failed to fetch products")} onRetry={() => void refetch()} />
      </Wrap>
    );
  }
  if (!data) return null;

  return (
    <>
      <h1 className="visually-hidden">Bagzone: bags, wallets and backpacks</h1>
      <Banner slides={data.bannerSlides.nodes.map(toSlideView)} />
      <Wrap>
        {data.categories.nodes.length > 0 && (
          <HomeSection id="shop-by-categories" title="Shop by categories">
            <HydrateWhenNear>
              <CategoryGrid categories={data.categories.nodes} />
            </HydrateWhenNear>
          </HomeSection>
        )}
        <HomeSection id="new-arrivals" title="New arrivals">
          <Carousel label="New arrivals">
            {data.newArrivals.map((product, i) =>
              i < ARRIVALS_IN_VIEW ? (
                <li key={product.id}>
                  <ProductCard product={product} sizes="260px" />
                </li>
              ) : (
                <HydrateWhenNear as="li" key={product.id}>
                  <ProductCard product={product} sizes="260px" />
                </HydrateWhenNear>
              ),
            )}
          </Carousel>
          <p className="more">
            <Button as={Link} to="/collections/all" $variant="secondary">
              VIEW ALL PRODUCTS
            </Button>
          </p>
        </HomeSection>
        <HydrateWhenNear>
          <Testimonials />
        </HydrateWhenNear>
        {data.bestSellers.length > 0 && (
          <HomeSection id="bestsellers" title="Bestsellers">
            <ProductGrid products={data.bestSellers} label="Bestsellers" />
          </HomeSection>
        )}
      </Wrap>
    </>
  );
}

function toSlideView(slide: HomePageQuery["bannerSlides"]["nodes"][number]): BannerSlideView {
  return {
    key: slide.id,
    alt: slide.altText,
    href: slide.link,
    headline: slide.headline ?? null,
    text: slide.text ?? null,
    buttonLabel: slide.buttonLabel ?? null,
    desktop: { src: slide.desktopImage.url, srcSet: slide.desktopImage.srcSet },
    mobile: { src: slide.mobileImage.url, srcSet: slide.mobileImage.srcSet },
  };
}

function HomeSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      {children}
    </section>
  );
}

const Wrap = styled.div`
  max-width: ${(p) => p.theme.maxWidth};
  margin: 0 auto;
  padding: 0 1rem;
  section { margin: 2.5rem 0; }
  h2 { font-size: clamp(1.4rem, 3vw, 1.9rem); margin: 0 0 1.25rem; }
  .more { text-align: center; margin: 1rem 0 0; }
`;
