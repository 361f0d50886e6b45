import { Link } from "react-router-dom";
import { useEffect, useState, type ReactNode } from "react";
import styled from "styled-components";
import { useFirstScreenImage } from "../../lib/first-screen-image";
import { theme } from "../../styles/theme";
import { firstScreenPriority } from "../ui/Img";

/** The banner turns every 4 seconds; below 768px it shows the mobile picture. */
const BANNER_INTERVAL_MS = 4000;

export interface BannerSlideView {
  key: string;
  alt: string;
  /** Where the button goes, or the picture when the slide has no button: a shop path or an http(s) URL. */
  href: string | null;
  headline: string | null;
  text: string | null;
  buttonLabel: string | null;
  desktop: { src: string; srcSet: string | null };
  mobile: { src: string; srcSet: string | null } | null;
}

/**
 * The home page's rotating banner. It pauses while hovered or focused, has a pause button and
 * slide dots (WCAG 2.2.2), and does not turn on its own for people who prefer reduced motion.
 */
export function Banner({ slides }: { slides: readonly BannerSlideView[] }) {
  const [index, setIndex] = useState(0);
  const [paused, setPaused] = useState(false);
  const [hovered, setHovered] = useState(false);
  const count = slides.length;

  useEffect(() => {
    const reduceMotion = window.matchMedia?.("(prefers-reduced-motion: reduce)").matches;
    if (count < 2 || paused || hovered || reduceMotion) return;
    const timer = window.setInterval(() => setIndex((i) => (i + 1) % count), BANNER_INTERVAL_MS);
    return () => window.clearInterval(timer);
  }, [count, paused, hovered]);

  if (count === 0) return null;
  const current = Math.min(index, count - 1);

  return (
    <Section
      aria-roledescription="carousel"
      aria-label="Featured"
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setHovered(true)}
      onBlur={() => setHovered(false)}
    >
      <div className="slides" aria-live={paused ? "polite" : "off"}>
        {slides.map((slide, i) => (
          <Slide key={slide.key} slide={slide} active={i === current} first={i === 0} position={`${i + 1} of ${count}`} />
        ))}
      </div>
      {count > 1 && (
        <div className="controls">
          <button type="button" className="pause" onClick={() => setPaused((p) => !p)} aria-pressed={paused}>
            {paused ? "Play" : "Pause"}
            <span className="visually-hidden"> banner</span>
          </button>
          {slides.map((slide, i) => (
            <button
              key={slide.key}
              type="button"
              className="dot"
              aria-label={`Show slide ${i + 1}`}
              aria-current={i === current}
              onClick={() => setIndex(i)}
            />
          ))}
        </div>
      )}
    </Section>
  );
}

const MOBILE = `(max-width: ${theme.breakpoints.tablet - 1}px)`;

function Slide({ slide, active, first, position }: { slide: BannerSlideView; active: boolean; first: boolean; position: string }) {
  const { mobile, desktop } = slide;
  useFirstScreenImage(
    first && mobile && { ...mobile, sizes: "100vw", media: MOBILE },
    first && { ...desktop, sizes: "100vw", media: mobile ? `(min-width: ${theme.breakpoints.tablet}px)` : undefined },
  );
  const picture = (
    <picture>
      {mobile && <source media={MOBILE} srcSet={mobile.srcSet ?? mobile.src} sizes="100vw" />}
      <img
        src={desktop.src}
        srcSet={desktop.srcSet ?? undefined}
        sizes="100vw"
        alt={slide.alt}
        width={1600}
        height={600}
        loading={first ? "eager" : "lazy"}
        {...firstScreenPriority(first)}
        decoding="async"
      />
    </picture>
  );
  const button = slide.buttonLabel && slide.href ? slide.buttonLabel : null;
  const hasCaption = Boolean(slide.headline || slide.text || button);
  return (
    <div
      className={active ? "slide active" : "slide"}
      role="group"
      aria-roledescription="slide"
      aria-label={position}
      aria-hidden={!active}
    >
      {slide.href && !button ? (
        <SlideLink href={slide.href} tabIndex={active ? 0 : -1}>
          {picture}
        </SlideLink>
      ) : (
        picture
      )}
      {hasCaption && (
        <div className="caption">
          {slide.headline && <p className="headline">{slide.headline}</p>}
          {slide.text && <p className="text">{slide.text}</p>}
          {button && (
            <SlideLink href={slide.href!} className="button" tabIndex={active ? 0 : -1}>
              {button}
            </SlideLink>
          )}
        </div>
      )}
    </div>
  );
}

/** A shop path through the router; another site's address as a plain link. */
function SlideLink({ href, className, tabIndex, children }: { href: string; className?: string; tabIndex: number; children: ReactNode }) {
  return href.startsWith("/") ? (
    <Link to={href} className={className} tabIndex={tabIndex}>
      {children}
    </Link>
  ) : (
    <a href={href} className={className} tabIndex={tabIndex}>
      {children}
    </a>
  );
}

const Section = styled.section`
  position: relative;
  background: ${(p) => p.theme.colors.subtle};
  .slides { position: relative; aspect-ratio: 4 / 5; overflow: hidden; }
  @media (min-width: ${(p) => p.theme.breakpoints.tablet}px) { .slides { aspect-ratio: 8 / 3; } }
  .slide { position: absolute; inset: 0; opacity: 0; visibility: hidden; transition: opacity 0.6s ease; }
  .slide.active { opacity: 1; visibility: visible; }
  @media (prefers-reduced-motion: reduce) { .slide { transition: none; } }
  .slide img { width: 100%; height: 100%; object-fit: cover; }
  .slide > a { display: block; height: 100%; }
  /* The offer as real text over the picture: at the foot of a phone's tall picture, on the left of a wide one. */
  .caption {
    position: absolute;
    left: 1rem;
    right: 1rem;
    bottom: 3.5rem;
    padding: 1rem 1.25rem;
    border-radius: ${(p) => p.theme.radius};
    background: rgba(28, 25, 23, 0.82);
    color: #fff;
    overflow-wrap: anywhere;
  }
  @media (min-width: ${(p) => p.theme.breakpoints.tablet}px) {
    .caption { left: 4%; right: auto; bottom: auto; top: 50%; transform: translateY(-50%); max-width: min(28rem, 45%); padding: 1.5rem 1.75rem; }
  }
  .headline { margin: 0 0 0.35rem; font-family: ${(p) => p.theme.fonts.heading}; font-size: clamp(1.35rem, 3vw, 2.25rem); font-weight: 700; line-height: 1.15; }
  .text { margin: 0 0 0.9rem; font-size: clamp(0.95rem, 1.4vw, 1.1rem); }
  .caption .button {
    display: inline-flex;
    align-items: center;
    min-height: 44px;
    padding: 0 1.25rem;
    border-radius: ${(p) => p.theme.radius};
    background: #fff;
    color: ${(p) => p.theme.colors.ink};
    font-weight: 700;
    text-decoration: none;
  }
  .caption .button:hover { background: ${(p) => p.theme.colors.subtle}; }
  .controls {
    position: absolute;
    left: 0;
    right: 0;
    bottom: 0.75rem;
    display: flex;
    justify-content: center;
    align-items: center;
    gap: 0.35rem;
  }
  .pause {
    min-height: 32px;
    padding: 0 0.75rem;
    border: none;
    border-radius: 999px;
    background: rgba(28, 25, 23, 0.85);
    color: #fff;
    cursor: pointer;
    margin-right: 0.5rem;
  }
  .dot {
    width: 24px;
    height: 24px;
    border: none;
    background: none;
    padding: 0;
    cursor: pointer;
    display: inline-flex;
    align-items: center;
    justify-content: center;
  }
  .dot::before {
    content: "";
    width: 12px;
    height: 12px;
    border-radius: 50%;
    border: 2px solid #fff;
    background: rgba(28, 25, 23, 0.6);
  }
  .dot[aria-current="true"]::before { background: #fff; }
`;
