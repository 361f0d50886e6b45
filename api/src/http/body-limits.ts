import express, { Request, RequestHandler } from "express";
import { isAdmin } from "../common/auth/viewer";
import { MAX_IMAGE_BYTES, MAX_IMAGES_AT_ONCE } from "../modules/asset/asset.service";
import type { Shop } from "../shop";

/** Room for the most inline images one admin form sends, as base64 data URLs, plus the form itself. */
export const ADMIN_IMAGE_BODY_BYTES = MAX_IMAGES_AT_ONCE * Math.ceil((MAX_IMAGE_BYTES * 4) / 3) + 1024 * 1024;

/**
 * JSON bodies are small (BODY_LIMIT, 100 kB): no shopper's request needs more, and a parser that
 * reads 30 MB for a login is an easy way to tie up a replica. Only an admin's write to a form that
 * carries inline images (GraphQL, or the REST product and category routes) may be larger.
 */
export function jsonBodies(shop: Shop): RequestHandler {
  const small = express.json({ limit: shop.config.bodyLimit });
  const large = express.json({ limit: ADMIN_IMAGE_BODY_BYTES });
  return (req, res, next) => (mayCarryImages(req) && signedByAdmin(req, shop) ? large : small)(req, res, next);
}

const IMAGE_FORMS = /^\/(graphql|api\/products(\/[^/]+)?|api\/categories(\/[^/]+)?)\/?$/;

function mayCarryImages(req: Request): boolean {
  return (req.method === "POST" || req.method === "PUT") && IMAGE_FORMS.test(req.path);
}

/** The token's signature and role only: whether its session is still current is checked with the request. */
function signedByAdmin(req: Request, shop: Shop): boolean {
  try {
    return isAdmin(shop.tokens.sessionFromHeader(req.headers.authorization)?.viewer);
  } catch {
    return false;
  }
}
