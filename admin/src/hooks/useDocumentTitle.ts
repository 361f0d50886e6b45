import { useEffect } from "react";

/** Names the browser tab after the screen: `Orders · Bagzone Admin`. */
export function useDocumentTitle(screen: string): void {
  useEffect(() => {
    document.title = `${screen} · Bagzone Admin`;
  }, [screen]);
}
