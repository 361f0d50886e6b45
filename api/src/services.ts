import type Redis from "ioredis";
import { DataSource } from "typeorm";
import { TokenIssuer } from "./common/auth/tokens";
import { Config } from "./config";
import { AuthService } from "./modules/auth/auth.service";
import { LoginThrottle } from "./modules/auth/login-throttle";
import { Mailer } from "./modules/notification/mailer";

/** The shop's domain services: the one place business rules live. Resolvers and routes call these. */
export interface Services {
  auth: AuthService;
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
  return {
    auth: new AuthService(dataSource, tokens, throttle, mailer, config.publicUrl),
  };
}
