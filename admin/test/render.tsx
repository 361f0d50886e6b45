import type { ReactElement } from "react";
import { render } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MemoryRouter, Route, Routes } from "react-router";
import { ThemeProvider } from "styled-components";
import { theme } from "../src/theme";

/**
 * Renders a component as the app does (theme, router) and gives a user to drive it. With `route`,
 * the component is that route's screen at that address (for screens that read their parameters).
 */
export function renderInApp(ui: ReactElement, route?: { path: string; at: string }) {
  const user = userEvent.setup();
  const view = render(
    <ThemeProvider theme={theme}>
      <MemoryRouter initialEntries={route ? [route.at] : undefined}>
        {route ? (
          <Routes>
            <Route path={route.path} element={ui} />
          </Routes>
        ) : (
          ui
        )}
      </MemoryRouter>
    </ThemeProvider>,
  );
  return { user, ...view };
}
