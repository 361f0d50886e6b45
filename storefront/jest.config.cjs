/** Component tests (Testing Library in jsdom). */
module.exports = {
  displayName: "storefront",
  rootDir: __dirname,
  testEnvironment: "jsdom",
  setupFiles: ["<rootDir>/test/polyfills.ts"],
  setupFilesAfterEnv: ["<rootDir>/test/setup.ts"],
  testMatch: ["<rootDir>/src/**/*.test.tsx", "<rootDir>/test/**/*.test.tsx"],
  // The shared words as their TypeScript source (package.json's "require" names the API's build of them).
  moduleNameMapper: { "^@shop/words/(.*)$": "<rootDir>/../words/src/$1" },
  transform: {
    "^.+\\.(t|j)sx?$": [
      "@swc/jest",
      { jsc: { parser: { syntax: "typescript", tsx: true }, transform: { react: { runtime: "automatic" } } } },
    ],
  },
};
