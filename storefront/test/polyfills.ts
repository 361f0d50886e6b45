// jsdom lacks what React Router reads at import time.
import { TextDecoder, TextEncoder } from "node:util";

Object.assign(globalThis, { TextEncoder, TextDecoder });
window.scrollTo = () => {}; // jsdom does not lay pages out
