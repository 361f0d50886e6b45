// jsdom leaves out a few web APIs that React Router uses and every browser has.
import { TextDecoder, TextEncoder } from "node:util";

Object.assign(globalThis, { TextEncoder, TextDecoder });
