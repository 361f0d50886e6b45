/** Component tests (Testing Library in jsdom). */
module.exports = {
  displayName: "admin",
  rootDir: __dirname,
  testEnvironment: "<rootDir>/test/environment.cjs",
  testMatch: ["<rootDir>/src/**/*.test.ts?(x)", "<rootDir>/test/**/*.test.ts?(x)"],
  setupFilesAfterEnv: ["<rootDir>/test/setup.ts"],
  // The shared words as their TypeScript source (package.json's "require" names the API's build of them).
  moduleNameMapper: { "^@shop/words/(.*)$": "<rootDir>/../words/src/$1" },
  transform: {
    "^.+\\.(t|j)sx?$": [
      "@swc/jest",
      { jsc: { parser: { syntax: "typescript", tsx: true }, transform: { react: { runtime: "automatic" } } } },
    ],
  },
};
