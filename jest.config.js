/** Every test of the repository: `npm test` runs them all. */
module.exports = {
  projects: [
    "<rootDir>/api",
    "<rootDir>/api/jest.rules.config.js",
    "<rootDir>/client",
    "<rootDir>/storefront",
    "<rootDir>/admin",
    "<rootDir>/e2e",
  ],
  // Per-project timeouts are not applied when projects run together; the browser and boot tests
  // start real processes, so the default 5 s is too short for them on a busy 2-core machine.
  testTimeout: 120000,
  reporters: ["default", "<rootDir>/scripts/jest-timing-reporter.cjs"],
};
