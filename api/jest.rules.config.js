/**
 * Unit tests of the pure rules (`test/*-rules.test.ts`: pricing, coupons, delivery dates, search
 * quoting, tax splits): the API's TypeScript setup without its database, so they run in milliseconds.
 * `npx jest --selectProjects rules`.
 */
const api = require("./jest.config");

module.exports = {
  displayName: "rules",
  rootDir: __dirname,
  testEnvironment: "node",
  testMatch: ["<rootDir>/test/**/*-rules.test.ts"],
  transform: api.transform,
  setupFiles: ["reflect-metadata"],
};
