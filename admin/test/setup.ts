import "@testing-library/jest-dom";
import { configure } from "@testing-library/react";
import type { RouteObject } from "react-router";
import { adminRoutes } from "../src/router";

// The admin's screens are lazy routes that load their code on first use. In jest that first load
// transforms and runs the module, which on a busy 2-core machine (CI runs three test files at once)
// can outlast what findBy waits. So every file loads every screen's code once before its tests,
// where the wait is the test timeout's; findBy then waits only for the screen to render.
const lazyScreens = (routes: RouteObject[]): Array<() => Promise<unknown>> =>
  routes.flatMap((route) => [...(typeof route.lazy === "function" ? [route.lazy] : []), ...lazyScreens(route.children ?? [])]);
beforeAll(() => Promise.all(lazyScreens(adminRoutes).map((load) => load())));

// A wait, not an assertion on speed.
configure({ asyncUtilTimeout: 3000 });
