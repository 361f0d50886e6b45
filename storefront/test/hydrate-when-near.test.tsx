import "./support/server-rendered-page";
import { act } from "react";
import { hydrateRoot } from "react-dom/client";
import { render, screen } from "@testing-library/react";
import { HydrateWhenNear } from "../src/components/layout/HydrateWhenNear";
import { useHydrated } from "../src/lib/server-html";

/** IntersectionObserver as the test drives it (jsdom has none). */
const observed: Array<{ target: Element; report: IntersectionObserverCallback }> = [];
Object.assign(globalThis, {
  IntersectionObserver: class {
    constructor(private readonly report: IntersectionObserverCallback) {}
    observe(target: Element) {
      observed.push({ target, report: this.report });
    }
    disconnect() {}
  },
});
const comeNear = (target: Element) =>
  act(() => {
    for (const o of observed.filter((o) => o.target === target)) {
      o.report([{ isIntersecting: true, target } as IntersectionObserverEntry], {} as IntersectionObserver);
    }
  });

const renders: string[] = [];
function Part({ name }: { name: string }) {
  renders.push(name);
  return <button type="button">{name}</button>;
}

test("a part further down keeps the server's HTML while the page hydrates; each renders when it comes near", () => {
  const root = document.getElementById("root")!;
  const serverReviews = screen.getByRole("button", { name: "Reviews" });
  act(() => {
    hydrateRoot(
      root,
      <main>
        <Part name="Top" />
        <HydrateWhenNear>
          <Part name="Reviews" />
        </HydrateWhenNear>
        <HydrateWhenNear>
          <Part name="Footer" />
        </HydrateWhenNear>
      </main>,
    );
  });

  // Hydration rendered the first screen only; the server's buttons further down are still there, untouched.
  expect(renders).toEqual(["Top"]);
  expect(screen.getByRole("button", { name: "Reviews" })).toBe(serverReviews);
  expect(screen.getByRole("button", { name: "Footer" })).toBeInTheDocument();
  const [reviews, footer] = [...root.querySelectorAll("[data-island]")];

  comeNear(reviews);
  expect(renders).toEqual(["Top", "Reviews"]);
  expect(reviews.getAttribute("data-island")).toBe("rendered");
  expect(screen.getByRole("button", { name: "Reviews" })).toBeInTheDocument();
  expect(footer.getAttribute("data-island")).toBe("pending");

  comeNear(footer);
  expect(renders).toEqual(["Top", "Reviews", "Footer"]);
  expect(footer.getAttribute("data-island")).toBe("rendered");
});

/** What the app's providers do once the page is theirs: from then on, what mounts is drawn in the browser. */
function Hydrated() {
  useHydrated();
  return null;
}

test("once the page is hydrated, a part that mounts (after a navigation) renders at once", () => {
  document.body.innerHTML = "";
  renders.length = 0;
  observed.length = 0;
  render(<Hydrated />);
  render(
    <HydrateWhenNear as="li">
      <Part name="Card" />
    </HydrateWhenNear>,
  );
  expect(renders).toEqual(["Card"]);
  expect(screen.getByRole("button", { name: "Card" })).toBeInTheDocument();
  expect(observed).toEqual([]);
});
