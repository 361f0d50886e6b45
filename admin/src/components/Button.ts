import { Link } from "react-router";
import styled, { css } from "styled-components";

type Variant = "primary" | "secondary" | "danger";

const variants = {
  primary: css`
    background: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.onPrimary};
    border-color: ${({ theme }) => theme.colors.primary};
    &:hover:not(:disabled) { background: ${({ theme }) => theme.colors.primaryDark}; }
  `,
  secondary: css`
    background: ${({ theme }) => theme.colors.surface};
    color: ${({ theme }) => theme.colors.text};
    border-color: ${({ theme }) => theme.colors.border};
    &:hover:not(:disabled) { background: ${({ theme }) => theme.colors.page}; }
  `,
  danger: css`
    background: ${({ theme }) => theme.colors.danger};
    color: #fff;
    border-color: ${({ theme }) => theme.colors.danger};
    &:hover:not(:disabled) { background: #991b1b; }
  `,
};

interface Look {
  $variant?: Variant;
  $small?: boolean;
}

const buttonLook = css<Look>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: 0.4rem;
  min-height: ${({ $small }) => ($small ? "2rem" : "2.5rem")};
  padding: ${({ $small }) => ($small ? "0.25rem 0.75rem" : "0.5rem 1.1rem")};
  border: 1px solid transparent;
  border-radius: ${({ theme }) => theme.radius};
  font: inherit;
  font-weight: 600;
  font-size: ${({ $small }) => ($small ? "0.875rem" : "1rem")};
  text-decoration: none;
  cursor: pointer;
  ${({ $variant = "primary" }) => variants[$variant]}
  &:disabled { opacity: 0.6; cursor: not-allowed; }
`;

export const Button = styled.button<Look>`
  ${buttonLook}
`;

/** A router link that looks like a button ("Add product" and the like). */
export const ButtonLink = styled(Link)<Look>`
  ${buttonLook}
`;
