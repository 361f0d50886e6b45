import type { RequestHandler } from "express";

/**
 * A handler built when its first request arrives (once, however many arrive meanwhile): for parts
 * of the HTTP surface whose modules are slow to load and that many processes never serve. A build
 * that fails is tried again by the next request.
 */
export function builtOnFirstUse(build: () => Promise<RequestHandler>): RequestHandler {
  let handler: Promise<RequestHandler> | null = null;
  return (req, res, next) => {
    handler ??= build().catch((err: unknown) => {
      handler = null;
      throw err;
    });
    handler.then((built) => built(req, res, next), next);
  };
}
