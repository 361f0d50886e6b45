import { useEffect, useState, type FormEvent } from "react";
import { Link } from "react-router-dom";
import { useApolloClient, useMutation } from "@apollo/client/react";
import styled from "styled-components";
import { Form } from "../../components/ui/Form";
import { OptionPicker } from "../../components/product/OptionPicker";
import { Stars } from "../../components/product/Stars";
import { Button } from "../../components/ui/Button";
import { Notice } from "../../components/ui/Status";
import { FieldError, TextArea } from "../../components/ui/TextField";
import { AddReviewDocument, MoreReviewsDocument, type ProductReviewFragment, type ProductReviewPageFragment } from "../../gql/graphql";
import { attempt } from "@shop/client/call-result";
import { notify } from "../../lib/notify";
import { useSession } from "../../lib/session";
import { formatIndiaDate } from "@shop/words/india-time";

const RATINGS = ["1", "2", "3", "4", "5"] as const;

/** Customers' reviews, newest first a page at a time, and a form for a signed-in customer to add (or replace) theirs. */
export function Reviews({ productId, firstPage }: { productId: string; firstPage: ProductReviewPageFragment }) {
  const { user } = useSession();
  const { reviews, hasMore, loadingMore, showMore } = useReviewPages(productId, firstPage);
  return (
    <Section aria-labelledby="reviews-title" id="reviews">
      <h2 id="reviews-title">Customer reviews</h2>
      {reviews.length === 0 ? (
        <p>No reviews yet.</p>
      ) : (
        <ul>
          {reviews.map((review) => (
            <li key={review.id}>
              <Stars rating={review.rating} />
              <p className="meta">
                <strong>{review.authorName}</strong> · <time dateTime={review.createdAt}>{formatIndiaDate(review.createdAt)}</time>
              </p>
              <p>{review.comment}</p>
            </li>
          ))}
        </ul>
      )}
      {hasMore && (
        <p>
          <Button type="button" $variant="secondary" disabled={loadingMore} aria-busy={loadingMore} onClick={() => void showMore()}>
            {loadingMore ? "Loading..." : "More reviews"}
          </Button>
        </p>
      )}
      {user ? (
        <ReviewForm productId={productId} />
      ) : (
        <p>
          <Link to="/login">Log in</Link> to write a review.
        </p>
      )}
    </Section>
  );
}

/** The reviews read so far: the page the product came with, then each page "More reviews" reads after it. */
function useReviewPages(productId: string, firstPage: ProductReviewPageFragment) {
  const client = useApolloClient();
  const [later, setLater] = useState<ProductReviewPageFragment[]>([]);
  const [loadingMore, setLoadingMore] = useState(false);
  // A new first page (another product, or the shopper's own review added) starts the list again.
  useEffect(() => setLater([]), [firstPage]);
  const last = later.at(-1) ?? firstPage;

  const showMore = async () => {
    const after = last.pageInfo.endCursor;
    if (!after) return;
    setLoadingMore(true);
    const result = await attempt(
      () => client.query({ query: MoreReviewsDocument, variables: { productId, after } }),
      "Failed to load more reviews",
      (d) => d.product?.reviews,
    );
    setLoadingMore(false);
    if (!result.ok || !result.data) return void notify.error(result.ok ? "Failed to load more reviews" : result.error.message);
    const page = result.data;
    setLater((pages) => [...pages, page]);
  };

  const reviews: ProductReviewFragment[] = [firstPage, ...later].flatMap((page) => page.nodes);
  return { reviews, hasMore: last.pageInfo.hasNextPage, loadingMore, showMore };
}

function ReviewForm({ productId }: { productId: string }) {
  const [addReview, { loading }] = useMutation(AddReviewDocument);
  const [rating, setRating] = useState<string | null>(null);
  const [comment, setComment] = useState("");
  const [problem, setProblem] = useState<string | null>(null);
  const [sent, setSent] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!rating) return setProblem("Please choose a rating");
    if (!comment.trim()) return setProblem("Please write a comment");
    setProblem(null);
    const result = await attempt(
      () => addReview({ variables: { productId, input: { rating: Number(rating), comment: comment.trim() } } }),
      "Failed to add review product",
      (d) => d.addReview,
    );
    if (!result.ok) {
      setProblem(result.error.message);
      notify.error(result.error.message);
      return;
    }
    setSent(true);
    setComment("");
    setRating(null);
  };

  return (
    <Form onSubmit={submit} aria-label="Write a review" noValidate>
      <h3>Write a review</h3>
      {sent && <Notice role="status">Thank you! Your review is published.</Notice>}
      <OptionPicker legend="Your rating (stars)" options={RATINGS} value={rating} onChange={setRating} />
      <label htmlFor="review-comment">Your review</label>
      <TextArea id="review-comment" value={comment} onChange={(e) => setComment(e.target.value)} maxLength={2000} />
      {problem && <FieldError role="alert">{problem}</FieldError>}
      <Button type="submit" disabled={loading} aria-busy={loading}>
        {loading ? "Sending..." : "Submit review"}
      </Button>
    </Form>
  );
}

const Section = styled.section`
  margin: 3rem 0;
  ul { list-style: none; margin: 0 0 2rem; padding: 0; }
  li { padding: 1rem 0; border-bottom: 1px solid ${(p) => p.theme.colors.line}; }
  li p { margin: 0.35rem 0 0; }
  .meta { color: ${(p) => p.theme.colors.muted}; font-size: 0.9rem; }
  form { max-width: 560px; }
  form label { display: block; font-weight: 600; margin-bottom: 0.35rem; }
  textarea { margin-bottom: 0.75rem; }
`;
