import styled, { css } from "styled-components";

type Variant = "primary" | "secondary" | "link";

const variants = {
  primary: css`
    background: ${(p) => p.theme.colors.ink};
    color: #fff;
    border: 1px solid ${(p) => p.theme.colors.ink};
    &:hover:not(:disabled) { background: ${(p) => p.theme.colors.accentHover}; border-color: ${(p) => p.theme.colors.accentHover}; }
  `,
  secondary: css`
    background: ${(p) => p.theme.colors.surface};
    color: ${(p) => p.theme.colors.ink};
    border: 1px solid ${(p) => p.theme.colors.ink};
    &:hover:not(:disabled) { background: ${(p) => p.theme.colors.subtle}; }
  `,
  link: css`
    background: none;
    border: none;
    padding: 0;
    color: ${(p) => p.theme.colors.accent};
    text-decoration: underline;
    min-height: auto;
  `,
};

/** The shop's button; `$block` stretches it to the container's width. */
export const Button = styled.button<{ $variant?: Variant; $block?: boolean }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: 0.5rem;
  min-height: 44px;
  padding: 0.6rem 1.25rem;
  border-radius: ${(p) => p.theme.radius};
  font-weight: 600;
  letter-spacing: 0.02em;
  cursor: pointer;
  text-decoration: none;
  width: ${(p) => (p.$block ? "100%" : "auto")};
  ${(p) => variants[p.$variant ?? "primary"]}
  &:disabled { opacity: 0.6; cursor: not-allowed; }
`;

/** An icon-only button: always give it an aria-label. */
export const IconButton = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  position: relative;
  width: 44px;
  height: 44px;
  padding: 0;
  border: none;
  background: none;
  color: inherit;
  cursor: pointer;
  border-radius: ${(p) => p.theme.radius};
  &:hover { background: ${(p) => p.theme.colors.subtle}; }
  &:disabled { opacity: 0.4; cursor: not-allowed; }
`;
