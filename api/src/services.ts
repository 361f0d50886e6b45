import type Redis from "ioredis";
import { DataSource } from "typeorm";
import { TokenIssuer } from "./common/auth/tokens";
import { Config } from "./config";
import { AuthService } from "./modules/auth/auth.service";
import { LoginThrottle } from "./modules/auth/login-throttle";
import { Mailer } from "./modules/notification/mailer";
import { AssetService } from "./modules/asset/asset.service";
import { DiskAssetStorage } from "./modules/asset/asset-storage";
import { BannerService } from "./modules/banner/banner.service";
import { CategoryService } from "./modules/catalog/category.service";
import { ProductService } from "./modules/catalog/product.service";
import { ReviewService } from "./modules/catalog/review.service";

/** The shop's domain services: the one place business rules live. Resolvers and routes call these. */
export interface Services {
  auth: AuthService;
  assets: AssetService;
  categories: CategoryService;
  products: ProductService;
  reviews: ReviewService;
  banner: BannerService;
}

export function createServices(deps: {
  config: Config;
  dataSource: DataSource;
  tokens: TokenIssuer;
  redis?: Redis;
  log: (line: string) => void;
}): Services {
  const { config, dataSource, tokens, redis, log } = deps;
  const mailer = new Mailer({ smtpUrl: config.smtpUrl, from: config.mailFrom, outboxDir: config.outboxDir, log });
  const throttle = new LoginThrottle({
    maxFailures: config.loginMaxFailures,
    windowSeconds: config.loginFailureWindowSeconds,
    redis,
  });
  const assets = new AssetService(new DiskAssetStorage(config.assetsDir));
  const categories = new CategoryService(dataSource, assets);
  return {
    auth: new AuthService(dataSource, tokens, throttle, mailer, config.publicUrl),
    assets,
    categories,
    products: new ProductService(dataSource, assets, categories),
    reviews: new ReviewService(dataSource),
    banner: new BannerService(dataSource, assets),
  };
}
