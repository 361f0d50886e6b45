import type { IncomingMessage, ServerResponse } from "node:http";
import express, { type Request, type RequestHandler } from "express";
import { isAdmin } from "../common/auth/viewer";
import { MAX_IMAGE_BYTES, MAX_IMAGES_AT_ONCE } from "../modules/asset/asset.service";
import type { Shop } from "../shop/shop";
import { bearerSession } from "./viewer";

/**
 * Room for the most inline images one admin form sends, as base64 data URLs, plus the form itself:
 * the largest body the API reads (a multipart upload of as many images is smaller), so a proxy in
 * front must let bodies this large through (deploy/nginx.conf).
 */
export const ADMIN_IMAGE_BODY_BYTES = MAX_IMAGES_AT_ONCE * Math.ceil((MAX_IMAGE_BYTES * 4) / 3) + 1024 * 1024;
/** Room for one photo as a base64 data URL: a customer's return photo. */
const ONE_IMAGE_BODY_BYTES = Math.ceil((MAX_IMAGE_BYTES * 4) / 3) + 64 * 1024;

export interface JsonBodies {
  /** Parses a request's JSON body, or passes on the failure of a read ahead. */
  parse: RequestHandler;
  /**
   * Reads a guest's JSON body before Express runs (http/front.ts), with the parser
   * and limit `parse` would use: the body is left on `req.body`, where the parser finds it read,
   * and a failure (malformed JSON, say) is kept for `parse` to pass on. Whether the body parsed.
   */
  readAhead: (req: IncomingMessage, res: ServerResponse) => Promise<boolean>;
}

/** Bodies read ahead of Express that failed, with their failure. */
const failedAhead = new WeakMap<IncomingMessage, unknown>();

/**
 * JSON bodies are small (BODY_LIMIT, 100 kB): no shopper's request needs more, and a parser that
 * reads 30 MB for a login is an easy way to tie up a replica. Only an admin's write to a form that
 * carries inline images (GraphQL, or the REST product and category routes) may be larger, and a
 * signed-in customer's upload of one return photo.
 */
export function jsonBodies(shop: Shop): JsonBodies {
  const small = express.json({ limit: shop.config.bodyLimit });
  const large = express.json({ limit: ADMIN_IMAGE_BODY_BYTES });
  const onePhoto = express.json({ limit: ONE_IMAGE_BODY_BYTES });
  return {
    parse: (req, res, next) => {
      if (failedAhead.has(req)) return next(failedAhead.get(req));
      const session = sessionOf(req, shop);
      if (mayCarryImages(req) && isAdmin(session?.viewer)) return large(req, res, next);
      if (req.method === "POST" && req.path === "/api/returns/photos" && session) return onePhoto(req, res, next);
      return small(req, res, next);
    },
    // Only a guest's body is read ahead: without a session, `parse` would use `small` too.
    readAhead: (req, res) =>
      new Promise((resolve) =>
        small(req, res, (err?: unknown) => {
          if (err) failedAhead.set(req, err);
          resolve(!err);
        }),
      ),
  };
}

const IMAGE_FORMS = /^\/(graphql|api\/products(\/[^/]+)?|api\/categories(\/[^/]+)?)\/?$/;

function mayCarryImages(req: Request): boolean {
  return (req.method === "POST" || req.method === "PUT") && IMAGE_FORMS.test(req.path);
}

/** The token's signature and role only: whether its session is still current is checked with the request. */
function sessionOf(req: Request, shop: Shop) {
  try {
    return bearerSession(req, shop.tokens);
  } catch {
    return null;
  }
}
