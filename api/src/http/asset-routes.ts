import path from "node:path";
import express, { type ErrorRequestHandler, type RequestHandler, Router } from "express";
import type { MulterError } from "multer";
import { mayDo } from "../common/auth/viewer";
import { UPLOADS_IMAGES } from "../common/auth/permissions";
import { forbidden } from "../common/auth-checker";
import { DomainError, NotFoundError, UnauthenticatedError, ValidationError } from "../common/errors";
import { sendError } from "./error-response";
import type { Shop } from "../shop/shop";
import { identify } from "./viewer";
import { DiskAssetStorage } from "../modules/asset/asset-storage";
import { PRIVATE_FOLDER, PUBLIC_CACHING, S3AssetStorage } from "../modules/asset/s3-asset-storage";
import { IMAGE_TOO_LARGE, MAX_IMAGE_BYTES, MAX_IMAGES_AT_ONCE } from "../modules/asset/asset.service";
import { imageFiles } from "../modules/asset/display-sizes";

const MAX_FILES = MAX_IMAGES_AT_ONCE;

/**
 * /assets: `POST /assets` (multipart, admins only) stores images and answers their URLs; GET
 * serves stored files from disk. A file's URL never changes content (each upload gets a new id),
 * so browsers and CDNs may keep it for a year.
 */
export function assetRoutes(shop: Shop): Router {
  const router = Router();
  router.post("/", adminsOnly(shop), uploadedImages(), async (req, res, next) => {
    try {
      const files = (req.files as Express.Multer.File[] | undefined) ?? [];
      if (files.length === 0) throw ValidationError.field("images", "Choose an image to upload");
      const urls = [];
      for (const [i, file] of files.entries()) urls.push(await shop.services.assets.storeImage(file.buffer, `images.${i}`));
      res.status(201).json({ images: urls.map((url) => ({ url, files: imageFiles(url) })) });
    } catch (err) {
      next(err);
    }
  });

  const storage = shop.services.assets.storage;
  router.use(hideOldReturnPhotos(shop));
  router.use((_req, res, next) => {
    // Storefronts and partner apps on other origins may show the pictures.
    res.setHeader("Cross-Origin-Resource-Policy", "cross-origin");
    next();
  });
  if (storage instanceof DiskAssetStorage) {
    router.use(express.static(storage.dir, { immutable: true, maxAge: "365d", index: false, fallthrough: false }));
  } else if (storage instanceof S3AssetStorage) {
    router.get(/.*/, serveFromBucket(storage));
  }
  router.use(uploadErrors(shop.log));
  return router;
}

/** Any replica serves any image: it reads the bucket, not its own disk. */
function serveFromBucket(storage: S3AssetStorage): RequestHandler {
  return async (req, res, next) => {
    try {
      const key = publicKey(req.path.slice(1));
      const file = key === null ? null : await storage.read(key);
      if (!file) return next(new NotFoundError("Image"));
      res.setHeader("Content-Type", file.contentType);
      if (file.size !== undefined) res.setHeader("Content-Length", String(file.size));
      res.setHeader("Cache-Control", PUBLIC_CACHING);
      file.body.on("error", next).pipe(res);
    } catch (err) {
      next(err);
    }
  };
}

/** How often a process reads the list of old return photos again: replicas of the previous release may still add some while a new one starts. */
const OLD_RETURN_PHOTOS_TTL_MS = 10 * 60 * 1000;

/**
 * 404 for the files of return photos stored, before photos were private, as public images. New
 * requests take only private photos, so the list grows only while an older release still runs:
 * it is read once, and again every ten minutes, not per image. A failed read again keeps the list
 * it had, so product images still load while the database is away.
 */
function hideOldReturnPhotos(shop: Shop): RequestHandler {
  let known: { folders: Set<string>; at: number } | undefined;
  let reading: Promise<Set<string>> | undefined;
  const hiddenFolders = (): Promise<Set<string>> => {
    if (known && Date.now() - known.at < OLD_RETURN_PHOTOS_TTL_MS) return Promise.resolve(known.folders);
    reading ??= shop.services.returns
      .publicPhotoFolders()
      .then((folders) => {
        known = { folders, at: Date.now() };
        return folders;
      })
      .finally(() => (reading = undefined));
    return known ? reading.catch(() => known!.folders) : reading;
  };
  return (req, _res, next) => {
    if (req.method !== "GET" && req.method !== "HEAD") return next();
    // The folder the static files or the bucket would serve: decoded and normalised as they do.
    const decoded = decodedPath(req.path);
    const folder = decoded && path.posix.normalize(decoded).split("/")[1];
    if (!folder) return next();
    hiddenFolders().then((hidden) => next(hidden.has(folder) ? new NotFoundError("Image") : undefined), next);
  };
}

/**
 * The bucket key a path names, or null for one /assets/ does not serve: the private folder (return
 * photos), and dot segments, which some S3-compatible servers resolve into another folder.
 */
function publicKey(path: string): string | null {
  const key = decodedPath(path);
  if (key === null || key.startsWith(PRIVATE_FOLDER) || key.split("/").some((part) => part === "." || part === "..")) return null;
  return key;
}

/** A request's path decoded, or null for one that is not validly encoded. */
function decodedPath(path: string): string | null {
  try {
    return decodeURIComponent(path);
  } catch {
    return null;
  }
}

/** Reads the multipart body into memory; multer loads with the first upload, not when the shop starts. */
function uploadedImages(): RequestHandler {
  let parse: Promise<RequestHandler> | undefined;
  return (req, res, next) => {
    parse ??= import("multer").then(({ default: multer }) =>
      multer({ storage: multer.memoryStorage(), limits: { fileSize: MAX_IMAGE_BYTES, files: MAX_FILES } }).any(),
    );
    parse.then((handler) => handler(req, res, next), next);
  };
}

function adminsOnly(shop: Shop): RequestHandler {
  return (req, _res, next) => {
    identify(req, shop).then(({ viewer, tokenProblem }) => {
      if (!viewer) return next(tokenProblem ?? new UnauthenticatedError());
      if (!mayDo(viewer, UPLOADS_IMAGES)) return next(forbidden(viewer, UPLOADS_IMAGES));
      next();
    }, next);
  };
}

// By name: multer's class is loaded only once an upload arrives.
const isMulterError = (err: unknown): err is MulterError => err instanceof Error && err.name === "MulterError";

/** Multer's refusals in the shop's words; the shop's errors as the REST shim answers them. */
function uploadErrors(log: (line: string) => void): ErrorRequestHandler {
  return (err, _req, res, next) => {
    if (res.headersSent) return next(err);
    if (isMulterError(err)) {
      const message =
        err.code === "LIMIT_FILE_SIZE"
          ? IMAGE_TOO_LARGE
          : err.code === "LIMIT_FILE_COUNT"
            ? `At most ${MAX_FILES} images at once`
            : err.message;
      sendError(res, ValidationError.field("images", message), log);
      return;
    }
    if (err instanceof DomainError) return sendError(res, err, log);
    // The static files' own refusals (404, 403 for a path that climbs out) keep their status.
    next(err);
  };
}
