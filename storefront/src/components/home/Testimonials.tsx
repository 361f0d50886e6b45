import styled from "styled-components";
import { Stars } from "../product/Stars";
import { fromTablet } from "../../styles/theme";

const TESTIMONIALS = [
  {
    name: "Priya S., Pune",
    text: "The denim tote is even better in person. It reached me in four days and COD made it easy.",
    rating: 5,
  },
  {
    name: "Rahul M., Delhi",
    text: "My laptop backpack survived a month of daily metro rides and still looks new. Great value.",
    rating: 4.5,
  },
  {
    name: "Ananya K., Chennai",
    text: "Bought a wallet as a gift: the gift wrap was beautiful and the exchange was hassle-free.",
    rating: 5,
  },
] as const;

/** A static block of three customer quotes. */
export function Testimonials() {
  return (
    <Section aria-labelledby="testimonials-title">
      <h2 id="testimonials-title">What our customers say</h2>
      <ul>
        {TESTIMONIALS.map((t) => (
          <li key={t.name}>
            <figure>
              <Stars rating={t.rating} />
              <blockquote>{t.text}</blockquote>
              <figcaption>{t.name}</figcaption>
            </figure>
          </li>
        ))}
      </ul>
    </Section>
  );
}

const Section = styled.section`
  ul { list-style: none; margin: 0; padding: 0; display: grid; gap: 1rem; grid-template-columns: 1fr; }
  ${fromTablet} { ul { grid-template-columns: repeat(3, 1fr); } }
  figure {
    margin: 0;
    height: 100%;
    padding: 1.25rem;
    border-radius: ${(p) => p.theme.radius};
    background: ${(p) => p.theme.colors.subtle};
  }
  blockquote { margin: 0.75rem 0; font-style: italic; }
  figcaption { font-weight: 600; color: ${(p) => p.theme.colors.muted}; }
`;
