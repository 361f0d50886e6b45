import { isRouteErrorResponse, useRouteError } from "react-router";
import styled from "styled-components";

const Box = styled.main`
  max-width: 36rem;
  margin: 4rem auto;
  padding: 1.5rem;
  h1 { font-size: 1.5rem; }
`;

/**
 * Shown when a screen fails to render or its code cannot be loaded (for example after a deploy
 * replaced the bundles): says so and offers a reload instead of a blank page.
 */
export function RouteError() {
  const error = useRouteError();
  const detail = isRouteErrorResponse(error) ? `${error.status} ${error.statusText}` : null;
  return (
    <Box role="alert">
      <h1>Something went wrong</h1>
      <p>This screen could not be shown{detail ? ` (${detail})` : ""}. Reloading usually helps.</p>
      <button type="button" onClick={() => window.location.reload()}>
        Reload
      </button>
    </Box>
  );
}
