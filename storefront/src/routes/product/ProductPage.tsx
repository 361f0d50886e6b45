import { useState } from "react";
import { Link, useParams } from "react-router-dom";
import { useQuery } from "@apollo/client/react";
import styled from "styled-components";
import { DeliveryEstimateForm } from "../../components/delivery/DeliveryEstimate";
import { Price } from "../../components/product/Price";
import { HydrateWhenNear } from "../../components/layout/HydrateWhenNear";
import { ProductGrid } from "../../components/product/ProductGrid";
import { Stars } from "../../components/product/Stars";
import { Page } from "../../components/ui/Page";
import { ErrorState, Loading } from "../../components/ui/Status";
import { ProductDetailDocument, SimilarProductsDocument, type ProductDetailQuery } from "../../gql/graphql";
import { toCallError } from "@shop/client/call-result";
import { usePageMeta } from "../../lib/page-meta";
import { fromDesktop } from "../../styles/theme";
import { WishlistButton } from "../../wishlist/WishlistButton";
import { AddToCartForm } from "./AddToCartForm";
import { DeliveryPromise } from "./DeliveryPromise";
import { Gallery } from "./Gallery";
import { RecentlyViewed } from "./RecentlyViewed";
import { Reviews } from "./Reviews";
import { LOW_STOCK, useVariantChoice, type Variant } from "./variant-choice";

/** /product/{slug}: gallery, wishlist heart, rating, price, options, add to cart, delivery estimate, description, reviews, You May Also Like, Recently Viewed. */
export default function ProductPage() {
  const { slug = "" } = useParams();
  const { data, loading, error, refetch } = useQuery(ProductDetailDocument, { variables: { slug } });
  const product = data?.product;
  // What the server's first HTML said (Product.pageTitle and metaDescription), so the head stays as it was.
  usePageMeta(product?.pageTitle ?? "Product", product?.metaDescription ?? "A bag, wallet or backpack from Bagzone.");

  if (loading && !product) return <Loading label="Loading product..." />;
  // The API answers null for a slug no product (visible to this shopper) has.
  if (data && !product) {
    return (
      <Page $narrow>
        <h1>Product not found</h1>
        <p>This product is not in our shop, or no longer sold.</p>
        <p>
          <Link to="/collections/all">Browse all products</Link>
        </p>
      </Page>
    );
  }
  if (!product) {
    const problem = toCallError(error, "Failed to fetch products");
    return (
      <Page $narrow>
        <h1>Something went wrong</h1>
        <ErrorState problem={problem} onRetry={() => void refetch()} />
        <p>
          <Link to="/collections/all">Browse all products</Link>
        </p>
      </Page>
    );
  }

  return <ProductDetail product={product} />;
}

/** The product once loaded: its gallery, price and stock follow the size and colour chosen. */
function ProductDetail({ product }: { product: Product }) {
  const choice = useVariantChoice(product);
  const { variant } = choice;
  return (
    <Page>
      <Layout>
        {/* A new colour starts its gallery at its first photo. */}
        <Gallery key={choice.color ?? ""} images={choice.images} name={product.name} />
        <div>
          <WishlistButton product={product} className="heart" />
          {product.brand && <p className="brand">{product.brand}</p>}
          <h1>{product.name}</h1>
          <p className="rating">
            <Stars rating={product.rating} />
            <a href="#reviews">
              {product.numReviews} {product.numReviews === 1 ? "review" : "reviews"}
            </a>
          </p>
          <Price price={variant?.price ?? product.price} discountPrice={variant ? variant.discountPrice : product.discountPrice} large />
          <p className="tax">Inclusive of all taxes</p>
          <StockNote product={product} variant={variant} />
          <AddToCartForm product={product} choice={choice} />
          <DeliveryEstimateForm />
          <DeliveryPromise />
          <Description product={product} />
        </div>
      </Layout>
      <HydrateWhenNear>
        <Reviews productId={product.id} firstPage={product.reviews} />
      </HydrateWhenNear>
      <SimilarProducts slug={product.slug} />
      <RecentlyViewed productId={product.id} />
    </Page>
  );
}

type Product = NonNullable<ProductDetailQuery["product"]>;

/** In stock, sold out, or "Only N left" for the chosen size and colour (the product's total before a choice). */
function StockNote({ product, variant }: { product: Product; variant: Variant | null }) {
  const left = variant ? variant.countInStock : product.countInStock;
  const text =
    left <= 0
      ? variant && product.countInStock > 0
        ? "Sold out in this size and colour"
        : "Out of stock"
      : variant && left <= LOW_STOCK
        ? `Only ${left} left`
        : "In stock";
  return (
    <p className={left > 0 ? (text === "In stock" ? "stock" : "stock low") : "stock out"} role="status">
      {text}
    </p>
  );
}

/** The collapsible description with the product's details. */
function Description({ product }: { product: Product }) {
  const [open, setOpen] = useState(true);
  const { length, width, height } = product.dimensions;
  const size = [length, width, height].every((v) => v !== null) ? `${length} x ${width} x ${height} cm` : null;
  return (
    <Details>
      <button type="button" aria-expanded={open} aria-controls="product-description" onClick={() => setOpen((o) => !o)}>
        Description <span aria-hidden="true">{open ? "−" : "+"}</span>
      </button>
      <div id="product-description" hidden={!open}>
        {/* The server sanitizes descriptions on save (scripts, handlers and javascript: links removed). */}
        <div dangerouslySetInnerHTML={{ __html: product.description }} />
        <dl>
          {product.material && (
            <>
              <dt>Material</dt>
              <dd>{product.material}</dd>
            </>
          )}
          {size && (
            <>
              <dt>Dimensions</dt>
              <dd>{size}</dd>
            </>
          )}
          {product.weight !== null && (
            <>
              <dt>Weight</dt>
              <dd>{product.weight} kg</dd>
            </>
          )}
          <dt>Category</dt>
          <dd>
            <Link to={`/collections/${product.category.slug}`}>{product.category.name}</Link>
          </dd>
        </dl>
      </div>
    </Details>
  );
}

function SimilarProducts({ slug }: { slug: string }) {
  const { data, loading, error, refetch } = useQuery(SimilarProductsDocument, { variables: { slug } });
  if (data?.similarProducts.length === 0) return null;
  return (
    <section aria-labelledby="similar-title">
      <h2 id="similar-title">You May Also Like</h2>
      {data ? (
        <ProductGrid products={data.similarProducts} label="You May Also Like" />
      ) : loading ? (
        <Loading label="Loading suggestions..." />
      ) : (
        error && <ErrorState problem={toCallError(error, "Failed to fetch products")} onRetry={() => void refetch()} />
      )}
    </section>
  );
}

const Layout = styled.div`
  display: grid;
  /* minmax(0, ...): the photo's own width never widens the column past a 320 px phone. */
  grid-template-columns: minmax(0, 1fr);
  gap: 2rem;
  ${fromDesktop} { grid-template-columns: minmax(0, 1fr) minmax(0, 1fr); gap: 3rem; }
  h1 { margin: 0.25rem 0 0.5rem; font-size: clamp(1.5rem, 4vw, 2.2rem); }
  .heart { float: right; margin-left: 0.75rem; }
  .brand { margin: 0; color: ${(p) => p.theme.colors.muted}; text-transform: uppercase; letter-spacing: 0.08em; font-size: 0.85rem; }
  .rating { display: flex; align-items: center; gap: 0.5rem; margin: 0 0 0.75rem; }
  .tax { margin: 0.25rem 0 0; font-size: 0.875rem; color: ${(p) => p.theme.colors.muted}; }
  .stock { margin: 0.5rem 0 0; color: ${(p) => p.theme.colors.success}; font-weight: 600; }
  .stock.out, .stock.low { color: ${(p) => p.theme.colors.danger}; }
`;

const Details = styled.div`
  border-top: 1px solid ${(p) => p.theme.colors.line};
  > button {
    width: 100%;
    display: flex;
    justify-content: space-between;
    min-height: 48px;
    border: none;
    background: none;
    font-weight: 700;
    font-size: 1.05rem;
    cursor: pointer;
    padding: 0;
  }
  dl { display: grid; grid-template-columns: auto 1fr; gap: 0.35rem 1rem; }
  dt { font-weight: 600; }
  dd { margin: 0; }
`;
