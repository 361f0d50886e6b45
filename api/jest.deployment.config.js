/**
 * The deployment tests (`test/deployment/`): the built shop as processes (boot, Ctrl-C, replicas
 * with a worker, the seed, the image and compose files). They spend their time in the processes
 * they start, not in loading the shop's modules, so they keep jest's own runner and its per-file
 * sandbox: a file that kills processes, cuts connections and runs servers of its own (SMTP, S3,
 * Redis) cannot take a shared worker down with it. `npx jest --selectProjects deployment`.
 */
const api = require("./jest.config");

module.exports = {
  displayName: "deployment",
  rootDir: __dirname,
  testEnvironment: "node",
  testMatch: ["<rootDir>/test/deployment/**/*.test.ts"],
  transform: api.transform,
  transformIgnorePatterns: api.transformIgnorePatterns,
  // A lazy `import("./module.js")` names the compiled file, as Node resolves it; here the source is the .ts.
  // The shared words as their TypeScript source (package.json's "require" names their build).
  moduleNameMapper: { "^(\\.{1,2}/.*)\\.js$": "$1", "^@shop/words/(.*)$": "<rootDir>/../words/src/$1" },
  globalSetup: api.globalSetup,
  globalTeardown: api.globalTeardown,
  setupFiles: ["reflect-metadata"],
};
