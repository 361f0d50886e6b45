/** Every test of the repository: `npm test` runs them all. */
module.exports = {
  projects: [
    "<rootDir>/api",
    "<rootDir>/api/jest.rules.config.js",
    "<rootDir>/api/jest.deployment.config.js",
    "<rootDir>/client",
    "<rootDir>/storefront",
    "<rootDir>/admin",
    "<rootDir>/e2e",
  ],
  // Per-project timeouts are not applied when projects run together; the browser and boot tests
  // start real processes, so the default 5 s is too short for them on a busy 2-core machine. Jest
  // runs the API project (its own runner, jest-light-runner) and the others one after the other, so
  // the browser journeys, the process tests and the component tests share the workers together.
  testTimeout: 300000,
  // Each file works on its own database and mostly waits on PostgreSQL, the browser or a child
  // process, so three files side by side keep the 2 cores busy (docs/benchmarks.md, "CI": 2, 3 and 4 measured).
  maxWorkers: 3,
  // Browser journeys and deployment tests first, so that no long file starts last and runs alone.
  testSequencer: "<rootDir>/scripts/jest-sequencer.cjs",
  reporters: ["default", "<rootDir>/scripts/jest-timing-reporter.cjs"],
};
