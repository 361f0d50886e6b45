import styled, { keyframes } from "styled-components";
import type { CallError } from "@shop/client/call-result";
import { Button } from "./Button";

const spin = keyframes`to { transform: rotate(360deg); }`;

const SpinnerBox = styled.div`
  display: flex;
  align-items: center;
  justify-content: center;
  gap: 0.75rem;
  padding: 2rem 1rem;
  color: ${(p) => p.theme.colors.muted};
  &::before {
    content: "";
    width: 1.5rem;
    height: 1.5rem;
    border-radius: 50%;
    border: 3px solid ${(p) => p.theme.colors.line};
    border-top-color: ${(p) => p.theme.colors.ink};
    animation: ${spin} 0.8s linear infinite;
  }
  @media (prefers-reduced-motion: reduce) { &::before { animation-duration: 3s; } }
`;

/** A loading state that screen readers announce. */
export function Loading({ label = "Loading..." }: { label?: string }) {
  return (
    <SpinnerBox role="status" aria-live="polite">
      {label}
    </SpinnerBox>
  );
}

const Box = styled.div`
  padding: 1.25rem;
  margin: 1rem 0;
  border: 1px solid ${(p) => p.theme.colors.danger};
  border-radius: ${(p) => p.theme.radius};
  background: #fef2f2;
  color: ${(p) => p.theme.colors.danger};
  display: flex;
  flex-wrap: wrap;
  gap: 1rem;
  align-items: center;
  justify-content: space-between;
  p { margin: 0; }
`;

/** A failed call: its message, and a retry when a retry can succeed. */
export function ErrorState({ problem, onRetry }: { problem: CallError; onRetry?: () => void }) {
  return (
    <Box role="alert">
      <p>{problem.message}</p>
      {onRetry && problem.retryable && (
        <Button type="button" $variant="secondary" onClick={onRetry}>
          Try again
        </Button>
      )}
    </Box>
  );
}

export const Notice = styled.p<{ $tone?: "success" | "danger" }>`
  padding: 0.75rem 1rem;
  border-radius: ${(p) => p.theme.radius};
  background: ${(p) => (p.$tone === "danger" ? "#fef2f2" : "#f0fdf4")};
  color: ${(p) => (p.$tone === "danger" ? p.theme.colors.danger : p.theme.colors.success)};
`;
