import type { IncomingMessage, ServerResponse } from "node:http";

/** Connect-style middleware that needs only node's request and response (helmet, cors, compression, the body parser, the request log). */
export type NodeMiddleware = (req: IncomingMessage, res: ServerResponse, next: (err?: unknown) => void) => void;

/** How a chain of middleware left a request: passed on by every one, refused with an error, or answered by one (a CORS preflight). */
export type ChainOutcome = { passed: true } | { passed: false; error: unknown } | { passed: false; answered: true };

/**
 * Runs connect-style middleware one after the other, as Express would: the first that passes on
 * an error, or answers the request itself without passing it on, ends the chain.
 */
export function runChain<Req extends IncomingMessage, Res extends ServerResponse>(
  chain: readonly ((req: Req, res: Res, next: (err?: unknown) => void) => unknown)[],
  req: Req,
  res: Res,
): Promise<ChainOutcome> {
  return new Promise((resolve) => {
    const from = (at: number): void => {
      if (at === chain.length) return resolve({ passed: true });
      let called = false;
      chain[at](req, res, (error) => {
        called = true;
        if (error) resolve({ passed: false, error });
        else from(at + 1);
      });
      // A middleware that answered (the preflight) never calls on: the chain ends with its response.
      if (!called && res.writableEnded) resolve({ passed: false, answered: true });
    };
    from(0);
  });
}
