/** Component tests (Testing Library in jsdom). */
module.exports = {
  displayName: "admin",
  rootDir: __dirname,
  testEnvironment: "jsdom",
  testMatch: ["<rootDir>/src/**/*.test.tsx", "<rootDir>/test/**/*.test.tsx"],
  setupFiles: ["<rootDir>/test/polyfills.ts"],
  setupFilesAfterEnv: ["<rootDir>/test/setup.ts"],
  transform: {
    "^.+\\.(t|j)sx?$": [
      "@swc/jest",
      { jsc: { parser: { syntax: "typescript", tsx: true }, transform: { react: { runtime: "automatic" } } } },
    ],
  },
};
