import type { RequestListener } from "node:http";
import express from "express";
import compression from "compression";
import type { Shop } from "../shop/shop";
import { jsonBodies } from "./body-limits";
import { createGraphqlEndpoint } from "./graphql";
import { healthCheck, readinessCheck } from "./health";
import { serviceUnavailableWhileDatabaseDown } from "./service-unavailable";
import { jsonErrors } from "./request-errors";
import { requestLog, type RequestRecord } from "./request-log";
import { ShopMetrics } from "./metrics";
import { serveSinglePageApp } from "./spa";
import { crawlingRoutes } from "./storefront/crawling";
import { describePage } from "./storefront/page-head";
import { keepRenderedPages } from "./storefront/rendered-page-cache";
import { storefrontRenderer } from "./storefront/server-render";
import { createLoaders } from "../shop/loaders";
import { assetRoutes } from "./asset-routes";
import { shopFront } from "./front";
import { responseHeaders } from "./response-headers";
import { builtOnFirstUse } from "./built-on-first-use";
import { SIMULATOR_PATH, SimulatorPaymentProvider } from "../modules/payment/simulator.provider";
import { simulatorRoutes } from "../modules/checkout/simulator.routes";
import { RAZORPAY_WEBHOOK_PATH, razorpayWebhookRoutes } from "../modules/checkout/razorpay-webhook.routes";
import { SHIPPING_WEBHOOK_PATH, shippingWebhookRoutes } from "../modules/fulfilment/shiprocket-webhook.routes";
import { WHATSAPP_WEBHOOK_PATH, whatsappWebhookRoutes } from "../modules/notification/whatsapp-webhook.routes";

export interface HttpApp {
  /** What node's HTTP server calls for each request. */
  listener: RequestListener;
  metrics: ShopMetrics;
  /** From now on /readyz answers 503, so load balancers stop sending requests (SIGTERM). */
  drain: () => void;
  stop: () => Promise<void>;
}

/** The one HTTP surface of the shop: /graphql, /api, /assets, /healthz and the two apps. */
export async function createHttpApp(shop: Shop, options: { logRequest?: (record: RequestRecord) => void } = {}): Promise<HttpApp> {
  const { config } = shop;
  const app = express();
  app.disable("x-powered-by");
  app.set("trust proxy", config.trustProxy);

  const metrics = new ShopMetrics(shop.dataSource, shop.services.jobs, { orders: shop.services.order, checkouts: shop.services.checkout });
  const record = requestLog((line) => {
    metrics.observe(line);
    options.logRequest?.(line);
  });
  app.use(record);
  if (config.metricsToken && !config.metricsPort) app.get("/metrics", metrics.handler(config.metricsToken));

  const headers = responseHeaders(config);
  const compressed = compression();
  // HTML, API JSON and the apps' files, gzip or brotli as the browser accepts.
  app.use(...headers, compressed);

  let draining = false;
  app.get("/healthz", healthCheck(shop.dataSource));
  app.get(
    "/readyz",
    readinessCheck(shop.dataSource, () => draining),
  );
  const whileDatabaseDown = serviceUnavailableWhileDatabaseDown(shop.availability);
  // Before the JSON parser: the webhook's signature is over the raw body.
  app.use(RAZORPAY_WEBHOOK_PATH, whileDatabaseDown, razorpayWebhookRoutes(shop.services.paymentConfirmations));
  // Its own parser and limit, like Razorpay's: before the shop's JSON parser.
  app.use(SHIPPING_WEBHOOK_PATH, whileDatabaseDown, shippingWebhookRoutes(shop.services.shipping));
  const { whatsappWebhook } = shop.services;
  if (whatsappWebhook) app.use(WHATSAPP_WEBHOOK_PATH, whileDatabaseDown, whatsappWebhookRoutes(whatsappWebhook));
  const bodies = jsonBodies(shop);
  app.use(bodies.parse);
  app.use("/api", whileDatabaseDown);

  // /graphql is answered before Express (front.ts), by this same chain of the same middleware.
  const graphql = await createGraphqlEndpoint(shop);
  const graphqlChain = [record, ...headers, compressed, bodies.parse, whileDatabaseDown];

  app.use("/assets", assetRoutes(shop));
  const { provider } = shop.services.payments;
  if (provider instanceof SimulatorPaymentProvider)
    app.use(
      SIMULATOR_PATH,
      simulatorRoutes(provider, shop.services.checkout, shop.services.paymentConfirmations, shop.services.payments.returnOrigins),
    );

  // The REST shim (its routes, their zod shapes and its OpenAPI document) loads with the first
  // /api request: a third of a second of every start, and GraphQL clients never need it.
  app.use(
    "/api",
    builtOnFirstUse(async () => {
      const [{ createRestRouter }, { restRoutes }] = await Promise.all([import("./rest-router.js"), import("./rest/routes.js")]);
      return createRestRouter(shop, restRoutes);
    }),
  );

  app.use("/admin", serveSinglePageApp(config.adminDist, "admin"));
  app.use(crawlingRoutes(shop));
  app.use(
    "/",
    serveSinglePageApp(config.storefrontDist, "storefront", {
      loaders: () => createLoaders(shop.services),
      describe: (pathname, query, loaders) => describePage(shop, pathname, query, loaders),
      render: keepRenderedPages(storefrontRenderer(config.storefrontDist, graphql.executeAsGuest, shop.log), {
        seconds: config.catalogCacheSeconds,
        // A rendered page states the shop's policies and ways of paying (top bar, footer, product page, FAQ) and the delivery
        // rules' days and cash on delivery: a change to the settings or those renders it again, as a catalogue change does.
        catalogVersion: async () => {
          const [catalog, settings, rules] = await Promise.all([
            shop.services.products.catalogVersion(),
            shop.services.settings.get(),
            shop.services.serviceability.statedVersion(),
          ]);
          return `${catalog}/${settings.updatedAt.toISOString()}/${rules}`;
        },
      }),
    }),
  );

  const errors = jsonErrors(shop.log, (err) => shop.availability.translate(err));
  app.use(errors);
  const listener = shopFront({
    app,
    graphql: { chain: graphqlChain, answer: graphql.answer },
    errors,
    kept: { answers: graphql.keptAnswers, bodies, record, headers, databaseDown: () => shop.availability.isDown },
  });
  return { listener, metrics, drain: () => void (draining = true), stop: graphql.stop };
}
