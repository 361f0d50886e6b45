import { useId } from "react";
import styled from "styled-components";
import { theme } from "../../styles/theme";

/** Rounds to the nearest half star (stars shown in halves). */
export const toHalfStars = (rating: number): number => Math.round(Math.min(5, Math.max(0, rating)) * 2) / 2;

const STAR = "M12 2l3 6.5 7 .8-5.2 4.8 1.5 7L12 17.6 5.7 21.1l1.5-7L2 9.3l7-.8z";
/** Each star is drawn in a 24-unit square, with a 2-unit gap to the next. */
const STEP = 26;
const WIDTH = 5 * STEP - 2;

/**
 * Five stars filled in halves, read out as "Rated 4.5 out of 5". One SVG with one gradient for all
 * five (a grid of 24 cards would otherwise carry hundreds of elements for its stars).
 */
export function Stars({ rating, size = 16 }: { rating: number; size?: number }) {
  const halves = toHalfStars(rating);
  // React's ids hold colons, which a url(#...) reference would need escaped; without them it is plain.
  const gradient = `stars${useId().replace(/:/g, "")}`;
  // Where the gold ends: after the whole stars, and halfway into the next for a half.
  const filledTo = Math.floor(halves) * STEP + (halves % 1 ? 12 : 0);
  const offset = `${((filledTo / WIDTH) * 100).toFixed(2)}%`;
  return (
    <Row role="img" aria-label={`Rated ${halves} out of 5`}>
      <svg viewBox={`0 0 ${WIDTH} 24`} width={(size * WIDTH) / 24} height={size} aria-hidden="true" focusable="false">
        <defs>
          <linearGradient id={gradient} gradientUnits="userSpaceOnUse" x1="0" x2={WIDTH} y1="0" y2="0">
            <stop offset={offset} stopColor="currentColor" />
            <stop offset={offset} stopColor="transparent" />
          </linearGradient>
        </defs>
        {[0, 1, 2, 3, 4].map((n) => (
          <path
            key={n}
            d={STAR}
            transform={`translate(${n * STEP} 0)`}
            fill={`url(#${gradient})`}
            stroke="currentColor"
            strokeWidth="1.5"
          />
        ))}
      </svg>
    </Row>
  );
}

const Row = styled.span`
  display: inline-flex;
  color: ${theme.colors.star};
`;
