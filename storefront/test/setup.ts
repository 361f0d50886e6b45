import "@testing-library/jest-dom";
import { configure } from "@testing-library/react";
import { Footer } from "../src/components/layout/Layout";
import { routes } from "../src/routes";

// Pages and the layout's drawers load their code on first use. In jest that first load transforms
// and runs the module, which on a busy 2-core machine (CI runs three test files at once) can outlast
// what findBy waits. So every file loads that code once before its tests, where the wait is the
// test timeout's; findBy then waits only for the screen to render.
beforeAll(async () => {
  const pages = (routes[0].children ?? []).map((route) => (route.handle as { preload?: () => Promise<void> } | undefined)?.preload?.());
  await Promise.all([
    ...pages,
    Footer.preload(),
    import("../src/cart/CartDrawer"),
    import("../src/components/layout/MobileMenu"),
    import("../src/components/layout/SearchSuggestions"),
    import("react-hot-toast"),
  ]);
});

// A wait, not an assertion on speed.
configure({ asyncUtilTimeout: 3000 });
