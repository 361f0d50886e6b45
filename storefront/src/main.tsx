import { startTransition, StrictMode, useEffect } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { BrowserRouter } from "react-router-dom";
import type { NormalizedCacheObject } from "@apollo/client";
import { createApolloClient, fetchWithToken } from "@shop/client/apollo";
import { preloadPageCode, ShopProviders, ShopRoutes } from "./App";
import { SERVER_STATE_ID, startsFromServerHtml } from "./lib/server-html";
import { readToken } from "@shop/client/session";

const client = createApolloClient({ fetch: fetchWithToken(readToken), state: serverState() });
const container = document.getElementById("root")!;
const shop = (
  <StrictMode>
    <BrowserRouter>
      <ShopProviders client={client}>
        <ShopRoutes />
        <AppReady />
      </ShopProviders>
    </BrowserRouter>
  </StrictMode>
);

// Catalogue pages arrive rendered by the server (with the data they show): React takes that HTML
// over, once the code of everything in it is here. Pages the server leaves to the browser
// (sign-in, bag, checkout, profile) are drawn here.
if (startsFromServerHtml) {
  // As a transition, React hydrates in slices and lets the browser answer the shopper in between
  // (one long task would block taps for as long as it takes on a slow phone).
  void preloadPageCode(window.location.pathname).finally(() => startTransition(() => void hydrateRoot(container, shop)));
} else {
  // Also in slices: the first render of a page drawn here (the bag, checkout) is the whole app's.
  startTransition(() => createRoot(container).render(shop));
}

/**
 * Marks the document once the app runs it (drawn, or the server's HTML hydrated): until then a
 * rendered page is readable and its links work, but its buttons do nothing. Browser tests wait for it.
 */
function AppReady() {
  useEffect(() => {
    document.documentElement.dataset.appReady = "";
  }, []);
  return null;
}

function serverState(): NormalizedCacheObject | undefined {
  const data = document.getElementById(SERVER_STATE_ID)?.textContent;
  return data ? (JSON.parse(data) as NormalizedCacheObject) : undefined;
}
