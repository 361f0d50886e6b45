/** Browser tests: playwright-core driving Debian's Chromium against the built shop. */
const path = require("node:path");
const api = require("../api/jest.config");

module.exports = {
  displayName: "e2e",
  rootDir: __dirname,
  testEnvironment: "node",
  testMatch: ["<rootDir>/**/*.test.ts"],
  // The API's TypeScript setup, for the global setup it shares with the API tests: one PostgreSQL
  // and one migrated template database, which each test's shop copies instead of migrating from zero.
  transform: api.transform,
  transformIgnorePatterns: api.transformIgnorePatterns,
  // The shared words as their TypeScript source (package.json's "require" names the API's build of them).
  moduleNameMapper: { "^@shop/words/(.*)$": "<rootDir>/../words/src/$1" },
  globalSetup: path.join(__dirname, "../api/test/support/global-setup.ts"),
  globalTeardown: path.join(__dirname, "../api/test/support/global-teardown.ts"),
  testTimeout: 120000,
};
