import { useRef, type ReactNode } from "react";
import styled from "styled-components";
import { ArrowIcon } from "./Icons";

/** The carousel moves 300px per step. */
const CAROUSEL_STEP_PX = 300;

/**
 * A row of cards that scrolls sideways: by touch or trackpad, or 300px a click with the arrow
 * buttons. Cards stay in the tab order, so keyboard users reach each one.
 */
export function Carousel({ label, children }: { label: string; children: ReactNode }) {
  const track = useRef<HTMLUListElement>(null);
  const scroll = (direction: 1 | -1) => {
    const reduceMotion = window.matchMedia?.("(prefers-reduced-motion: reduce)").matches;
    track.current?.scrollBy({ left: direction * CAROUSEL_STEP_PX, behavior: reduceMotion ? "auto" : "smooth" });
  };
  return (
    <Wrap role="group" aria-roledescription="carousel" aria-label={label}>
      <button type="button" className="prev" aria-label="Scroll left" onClick={() => scroll(-1)}>
        <ArrowIcon left />
      </button>
      <Track ref={track}>{children}</Track>
      <button type="button" className="next" aria-label="Scroll right" onClick={() => scroll(1)}>
        <ArrowIcon />
      </button>
    </Wrap>
  );
}

const Wrap = styled.div`
  position: relative;
  > button {
    position: absolute;
    top: 35%;
    z-index: 1;
    width: 44px;
    height: 44px;
    border-radius: 50%;
    border: 1px solid ${(p) => p.theme.colors.line};
    background: rgba(255, 255, 255, 0.95);
    box-shadow: ${(p) => p.theme.shadow};
    cursor: pointer;
    display: flex;
    align-items: center;
    justify-content: center;
    color: ${(p) => p.theme.colors.ink};
  }
  .prev { left: -8px; }
  .next { right: -8px; }
`;

const Track = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0.25rem 0 1rem;
  display: grid;
  grid-auto-flow: column;
  grid-auto-columns: minmax(200px, 260px);
  gap: 1rem;
  /* No scroll snapping: it would move the 300px steps to the nearest card. */
  overflow-x: auto;
`;
