import express, { ErrorRequestHandler, Express } from "express";
import helmet from "helmet";
import compression from "compression";
import cors from "cors";
import type { Shop } from "../shop";
import { createGraphqlEndpoint } from "./graphql";
import { healthCheck } from "./health";
import { createRestRouter } from "./rest/router";
import { restRoutes } from "./rest/routes";
import { serveSinglePageApp } from "./spa";
import { crawlingRoutes } from "./storefront/crawling";
import { describePage } from "./storefront/page-head";
import { assetRoutes } from "../modules/asset/asset.routes";
import { SIMULATOR_PATH } from "../modules/checkout/payment/simulator.provider";
import { simulatorRoutes } from "../modules/checkout/payment/simulator.routes";

export interface HttpApp {
  app: Express;
  stop(): Promise<void>;
}

/** The one HTTP surface of the shop: /graphql, /api, /assets, /healthz and the two apps. */
export async function createHttpApp(shop: Shop): Promise<HttpApp> {
  const { config } = shop;
  const app = express();
  app.disable("x-powered-by");
  app.set("trust proxy", "loopback");

  app.use(
    helmet({
      contentSecurityPolicy: {
        directives: {
          "img-src": ["'self'", "data:", "blob:"],
          // The GraphQL landing page in development embeds Apollo's sandbox.
          ...(config.env === "production" ? {} : { "script-src": ["'self'", "'unsafe-inline'"] }),
        },
      },
      crossOriginEmbedderPolicy: false,
    }),
  );
  if (config.corsOrigins.length > 0) {
    app.use(cors({ origin: config.corsOrigins, credentials: false, maxAge: 600 }));
  }
  // HTML, API JSON and the apps' files, gzip or brotli as the browser accepts.
  app.use(compression());
  app.use(express.json({ limit: config.bodyLimit }));

  app.get("/healthz", healthCheck(shop.dataSource));

  const graphql = await createGraphqlEndpoint(shop);
  app.use("/graphql", graphql.handler);

  app.use("/assets", assetRoutes(shop));
  app.use(SIMULATOR_PATH, simulatorRoutes(shop.services.paymentSimulator, shop.services.checkout));

  app.use("/api", createRestRouter(shop, restRoutes));

  app.use("/admin", serveSinglePageApp(config.adminDist, "admin"));
  app.use(crawlingRoutes(shop));
  app.use("/", serveSinglePageApp(config.storefrontDist, "storefront", (pathname) => describePage(shop, pathname)));

  app.use(jsonErrors(shop.log));
  return { app, stop: graphql.stop };
}

/** Body parser failures and anything unexpected, as JSON with a status, never a stack trace. */
function jsonErrors(log: (line: string) => void): ErrorRequestHandler {
  return (err, _req, res, next) => {
    if (res.headersSent) return next(err);
    const status = typeof err?.status === "number" && err.status >= 400 && err.status < 500 ? err.status : 500;
    const message =
      err?.type === "entity.too.large"
        ? "Request body is too large"
        : err?.type === "entity.parse.failed"
          ? "Malformed JSON in request body"
          : status < 500
            ? String(err.message ?? "Bad request")
            : "Internal server error";
    if (status === 500) log(`unhandled error: ${err?.stack ?? err}`);
    res.status(status).json({ message });
  };
}
