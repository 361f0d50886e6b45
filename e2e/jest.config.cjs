/** Browser tests: playwright-core driving Debian's Chromium against the built shop. */
module.exports = {
  displayName: "e2e",
  rootDir: __dirname,
  testEnvironment: "node",
  testMatch: ["<rootDir>/**/*.test.ts"],
  transform: {
    "^.+\\.(t|j)sx?$": ["@swc/jest", { jsc: { parser: { syntax: "typescript" }, target: "es2022" }, module: { type: "commonjs" } }],
  },
  testTimeout: 120000,
};
