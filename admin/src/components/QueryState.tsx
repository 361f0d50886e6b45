import styled, { keyframes } from "styled-components";
import type { CallError } from "@shop/client/call-result";
import { Button } from "./Button";

const spin = keyframes`to { transform: rotate(360deg); }`;

const Spinner = styled.span`
  display: inline-block;
  width: 1.25rem;
  height: 1.25rem;
  border: 3px solid ${({ theme }) => theme.colors.border};
  border-top-color: ${({ theme }) => theme.colors.primary};
  border-radius: 50%;
  animation: ${spin} 0.8s linear infinite;
`;

const LoadingBox = styled.div`
  display: flex;
  align-items: center;
  gap: 0.6rem;
  padding: 1.5rem 0;
  color: ${({ theme }) => theme.colors.muted};
`;

/** A loading state that screen readers announce. */
export function Loading({ label = "Loading…" }: { label?: string }) {
  return (
    <LoadingBox role="status" aria-live="polite">
      <Spinner aria-hidden="true" />
      <span>{label}</span>
    </LoadingBox>
  );
}

const Alert = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0.75rem;
  padding: 0.85rem 1rem;
  margin: 0.75rem 0;
  border: 1px solid ${({ theme }) => theme.colors.danger};
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.dangerSurface};
  color: ${({ theme }) => theme.colors.danger};
`;

/** A failed call: the server's message, and a retry button when trying again may help. */
export function ErrorMessage({ error, onRetry }: { error: CallError; onRetry?: () => void }) {
  return (
    <Alert role="alert">
      <span>{error.message}</span>
      {onRetry && error.retryable && (
        <Button type="button" $variant="secondary" $small onClick={onRetry}>
          Try again
        </Button>
      )}
    </Alert>
  );
}

export const EmptyState = styled.p`
  padding: 1.5rem 0;
  color: ${({ theme }) => theme.colors.muted};
`;
