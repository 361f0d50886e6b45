import { useId } from "react";
import styled from "styled-components";

/** Rounds to the nearest half star (SPEC §9: stars shown in halves). */
export const toHalfStars = (rating: number): number => Math.round(Math.min(5, Math.max(0, rating)) * 2) / 2;

/** Five stars filled in halves, read out as "Rated 4.5 out of 5". */
export function Stars({ rating, size = 16 }: { rating: number; size?: number }) {
  const halves = toHalfStars(rating);
  // React's ids hold colons, which a url(#...) reference would need escaped; without them the
  // reference is plain (and CSS.escape does not exist on the server).
  const uid = `stars${useId().replace(/:/g, "")}`;
  return (
    <Row role="img" aria-label={`Rated ${halves} out of 5`} $size={size}>
      {[1, 2, 3, 4, 5].map((n) => {
        const fill = halves >= n ? 100 : halves >= n - 0.5 ? 50 : 0;
        return (
          <svg key={n} viewBox="0 0 24 24" width={size} height={size} aria-hidden="true" focusable="false">
            <defs>
              <linearGradient id={`${uid}-${n}`}>
                <stop offset={`${fill}%`} stopColor="currentColor" />
                <stop offset={`${fill}%`} stopColor="transparent" />
              </linearGradient>
            </defs>
            <path
              d="M12 2l3 6.5 7 .8-5.2 4.8 1.5 7L12 17.6 5.7 21.1l1.5-7L2 9.3l7-.8z"
              fill={`url(#${uid}-${n})`}
              stroke="currentColor"
              strokeWidth="1.5"
            />
          </svg>
        );
      })}
    </Row>
  );
}

const Row = styled.span<{ $size: number }>`
  display: inline-flex;
  gap: 2px;
  color: ${(p) => p.theme.colors.star};
  height: ${(p) => p.$size}px;
`;
