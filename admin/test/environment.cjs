/**
 * jsdom plus the fetch-era web APIs every browser has and jsdom lacks (React Router's data router
 * builds Requests). Node's own implementations are used; AbortController comes along so a Request
 * accepts the signal the router gives it.
 */
const { TestEnvironment } = require("jest-environment-jsdom");

class JsdomWithFetch extends TestEnvironment {
  constructor(config, context) {
    super(config, context);
    Object.assign(this.global, {
      fetch,
      Request,
      Response,
      Headers,
      FormData,
      AbortController,
      AbortSignal,
      TextEncoder,
      TextDecoder,
      ReadableStream,
      structuredClone,
    });
  }
}

module.exports = JsdomWithFetch;
