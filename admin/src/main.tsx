import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { ApolloProvider } from "@apollo/client/react";
import { RouterProvider } from "react-router/dom";
import { ThemeProvider } from "styled-components";
import { Toaster } from "react-hot-toast";
import { createApolloClient, fetchWithToken } from "@shop/client/apollo";
import { readSession } from "@shop/client/session";
import { ConfirmProvider } from "./components/ConfirmDialog";
import { createAdminRouter } from "./router";
import { SessionProvider } from "./session-context";
import { GlobalStyle, theme } from "./theme";

// A token is sent only with the user it belongs to (a half-stored session is no session).
const client = createApolloClient({ fetch: fetchWithToken(() => readSession()?.token ?? null) });
const router = createAdminRouter();

createRoot(document.getElementById("root")!).render(
  <StrictMode>
    <ApolloProvider client={client}>
      <ThemeProvider theme={theme}>
        <GlobalStyle />
        <SessionProvider>
          <ConfirmProvider>
            <RouterProvider router={router} />
          </ConfirmProvider>
        </SessionProvider>
        {/* Notices top-right, closing after 5 seconds. */}
        <Toaster position="top-right" toastOptions={{ duration: 5000 }} />
      </ThemeProvider>
    </ApolloProvider>
  </StrictMode>,
);
