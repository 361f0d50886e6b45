import { createGlobalStyle } from "styled-components";

/**
 * The admin app's one theme. Colours are chosen for WCAG AA contrast on white (text at least 4.5:1),
 * and every status colour pairs a tinted background with a dark text of the same hue.
 */
export const theme = {
  colors: {
    text: "#1f2933",
    muted: "#52606d",
    border: "#cbd2d9",
    surface: "#ffffff",
    page: "#f5f7fa",
    primary: "#1d4ed8",
    primaryDark: "#1e3a8a",
    onPrimary: "#ffffff",
    danger: "#b91c1c",
    dangerSurface: "#fee2e2",
    success: "#166534",
    focus: "#f59e0b",
    sidebar: "#111827",
    onSidebar: "#f3f4f6",
  },
  /** Order status badges: Processing yellow, Shipped blue, Delivered green, Cancelled red, others grey. */
  badges: {
    yellow: { background: "#fef3c7", text: "#854d0e" },
    blue: { background: "#dbeafe", text: "#1e40af" },
    green: { background: "#dcfce7", text: "#166534" },
    red: { background: "#fee2e2", text: "#991b1b" },
    gray: { background: "#e5e7eb", text: "#374151" },
  },
  radius: "6px",
  shadow: "0 1px 3px rgba(15, 23, 42, 0.12)",
  /** Below this width the sidebar collapses behind a menu button (768px). */
  mobileBreakpoint: "768px",
  font: `system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif`,
} as const;

export type Theme = typeof theme;
export type BadgeColor = keyof Theme["badges"];

export const media = {
  mobile: `@media (max-width: ${theme.mobileBreakpoint})`,
};

export const GlobalStyle = createGlobalStyle`
  *, *::before, *::after { box-sizing: border-box; }
  body {
    margin: 0;
    font-family: ${({ theme }) => theme.font};
    color: ${({ theme }) => theme.colors.text};
    background: ${({ theme }) => theme.colors.page};
    line-height: 1.5;
  }
  a { color: ${({ theme }) => theme.colors.primary}; }
  :focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
  img { max-width: 100%; }
  .visually-hidden {
    position: absolute !important;
    width: 1px; height: 1px;
    padding: 0; margin: -1px;
    overflow: hidden; clip: rect(0 0 0 0);
    white-space: nowrap; border: 0;
  }
  @media (prefers-reduced-motion: reduce) {
    *, *::before, *::after { transition: none !important; animation: none !important; }
  }
`;
