import type { ReactElement } from "react";
import { render } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MemoryRouter } from "react-router";
import { ThemeProvider } from "styled-components";
import { theme } from "../src/theme";

/** Renders a component as the app does (theme, router) and gives a user to drive it. */
export function renderInApp(ui: ReactElement) {
  const user = userEvent.setup();
  const view = render(
    <ThemeProvider theme={theme}>
      <MemoryRouter>{ui}</MemoryRouter>
    </ThemeProvider>,
  );
  return { user, ...view };
}
