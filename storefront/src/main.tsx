import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { BrowserRouter } from "react-router-dom";
import { createApolloClient } from "./apollo";
import { ShopProviders, ShopRoutes } from "./App";
import { readToken } from "./lib/session";

const client = createApolloClient(readToken);

createRoot(document.getElementById("root")!).render(
  <StrictMode>
    <BrowserRouter>
      <ShopProviders client={client}>
        <ShopRoutes />
      </ShopProviders>
    </BrowserRouter>
  </StrictMode>,
);
