import type { ReactNode } from "react";
import type { ApolloClient } from "@apollo/client";
import { ApolloProvider } from "@apollo/client/react";
import { useRoutes } from "react-router-dom";
import { ThemeProvider } from "styled-components";
import { CartProvider } from "./cart/CartProvider";
import { ToastHost } from "./lib/notify";
import { SessionProvider } from "./lib/session";
import { WishlistProvider } from "./wishlist/WishlistProvider";
import { Footer } from "./components/layout/Layout";
import { preloadRoutes, routes } from "./routes";
import { GlobalStyle } from "./styles/GlobalStyle";
import { theme } from "./styles/theme";

/** Everything a screen relies on: theme, API client, session, cart, wishlist and toasts (inside a router). */
export function ShopProviders({ client, children }: { client: ApolloClient; children: ReactNode }) {
  return (
    <ThemeProvider theme={theme}>
      <GlobalStyle />
      <ApolloProvider client={client}>
        <SessionProvider>
          <CartProvider>
            <WishlistProvider>{children}</WishlistProvider>
          </CartProvider>
        </SessionProvider>
      </ApolloProvider>
      <ToastHost />
    </ThemeProvider>
  );
}

export function ShopRoutes() {
  return useRoutes(routes);
}

/** Loads the code of everything a server-rendered page at `pathname` shows: its routes and the footer. */
export function preloadPageCode(pathname: string): Promise<unknown> {
  return Promise.all([preloadRoutes(pathname), Footer.preload()]);
}
