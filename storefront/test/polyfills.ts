// jsdom lacks what React Router reads at import time.
import { TextDecoder, TextEncoder } from "node:util";

Object.assign(globalThis, { TextEncoder, TextDecoder });
window.scrollTo = () => {}; // jsdom does not lay pages out
// jsdom has no CSS media queries (react-hot-toast asks for prefers-reduced-motion).
window.matchMedia = (query: string) =>
  ({
    matches: false,
    media: query,
    onchange: null,
    addEventListener: () => {},
    removeEventListener: () => {},
    addListener: () => {},
    removeListener: () => {},
    dispatchEvent: () => false,
  }) satisfies MediaQueryList;
