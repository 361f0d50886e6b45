import { Component, type ReactNode } from "react";
import { Button } from "../ui/Button";
import { Page, PageTitle } from "../ui/Page";

interface State {
  error: Error | null;
}

/**
 * What the shopper sees when a page crashes or its code cannot be downloaded (a deploy replaced
 * the bundles): an explanation and a way on, never a blank screen. The layout keys it by path,
 * so going to another page starts afresh.
 */
export class PageErrorBoundary extends Component<{ children: ReactNode }, State> {
  state: State = { error: null };

  static getDerivedStateFromError(error: Error): State {
    return { error };
  }

  render() {
    const { error } = this.state;
    if (!error) return this.props.children;
    const newVersion = /dynamically imported module|Importing a module script failed/i.test(error.message);
    return (
      <Page $narrow>
        <PageTitle>Something went wrong</PageTitle>
        <p role="alert">{newVersion ? "A new version of the shop is available." : "This page could not be shown."}</p>
        <p>
          <Button type="button" onClick={() => window.location.reload()}>
            Reload the page
          </Button>
        </p>
        <p>
          <a href="/">Go to the home page</a>
        </p>
      </Page>
    );
  }
}
