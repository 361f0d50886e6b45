/**
 * jsdom plus the fetch-era web APIs every browser has and jsdom lacks (React Router's data router
 * builds Requests). Node's own implementations are used; AbortController comes along so a Request
 * accepts the signal the router gives it.
 *
 * A file whose docblock says `@browser-time-zone <IANA zone>` runs as a browser in that zone (the
 * worker's TZ, set for the file and put back after it: a test file cannot change it itself).
 */
const { TestEnvironment } = require("jest-environment-jsdom");

class JsdomWithFetch extends TestEnvironment {
  constructor(config, context) {
    super(config, context);
    this.browserTimeZone = context.docblockPragmas["browser-time-zone"];
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

  async setup() {
    await super.setup();
    if (this.browserTimeZone) {
      this.workerTimeZone = process.env.TZ;
      process.env.TZ = this.browserTimeZone;
    }
  }

  async teardown() {
    if (this.browserTimeZone) {
      if (this.workerTimeZone === undefined) delete process.env.TZ;
      else process.env.TZ = this.workerTimeZone;
    }
    await super.teardown();
  }
}

module.exports = JsdomWithFetch;
