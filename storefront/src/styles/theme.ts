/**
 * The storefront's one theme. Components drawn many times a page (product cards, photos, prices,
 * ratings) read it as this constant rather than through ThemeProvider props: styles without
 * functions are worked out once per component, not once per card, which a grid hydrating dozens
 * of cards on a phone notices. Colours are chosen for WCAG AA contrast on their backgrounds
 * (text on white >= 4.5:1, white on `ink` and `accent`).
 */
export const theme = {
  colors: {
    ink: "#1c1917",
    text: "#292524",
    muted: "#57534e",
    line: "#d6d3d1",
    surface: "#ffffff",
    subtle: "#f5f5f4",
    accent: "#9a3412",
    accentHover: "#7c2d12",
    sale: "#b91c1c",
    success: "#166534",
    danger: "#b91c1c",
    focus: "#2563eb",
    star: "#b45309",
    overlay: "rgba(28, 25, 23, 0.55)",
  },
  fonts: {
    body: "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif",
    heading: "Georgia, 'Times New Roman', serif",
  },
  radius: "6px",
  shadow: "0 8px 24px rgba(0, 0, 0, 0.12)",
  /** Widths in px: the banner's mobile image set switches below `tablet` (768px). */
  breakpoints: { tablet: 768, desktop: 1024 },
  maxWidth: "1200px",
  z: { header: 20, drawer: 40, modal: 50 },
} as const;

export type ShopTheme = typeof theme;

/** Media query for screens at least `tablet` wide. */
export const fromTablet = `@media (min-width: ${theme.breakpoints.tablet}px)`;
export const fromDesktop = `@media (min-width: ${theme.breakpoints.desktop}px)`;
