import Redis from "ioredis";
import { DataSource } from "typeorm";
import { TokenIssuer } from "./common/auth/tokens";
import { configuredOrPersistedSecret } from "./common/secrets";
import { Config } from "./config";
import { createServices, Services } from "./services";
import { startHousekeeping } from "./housekeeping";

/** The running shop without its HTTP layer: configuration, database and services. */
export interface Shop {
  config: Config;
  dataSource: DataSource;
  tokens: TokenIssuer;
  services: Services;
  log: (line: string) => void;
  close(): Promise<void>;
}

export function createShop(config: Config, dataSource: DataSource, log: (line: string) => void): Shop {
  const jwtSecret = configuredOrPersistedSecret(config.jwtSecret, config.dataDir, "jwt-secret");
  const tokens = new TokenIssuer(jwtSecret, config.jwtExpiresIn);
  const redis = config.redisUrl ? new Redis(config.redisUrl, { lazyConnect: false, maxRetriesPerRequest: 2 }) : undefined;
  const services = createServices({ config, dataSource, tokens, redis, log });
  const stopHousekeeping = startHousekeeping(services, log);
  return {
    config,
    dataSource,
    tokens,
    services,
    log,
    async close() {
      stopHousekeeping();
      redis?.disconnect();
    },
  };
}
