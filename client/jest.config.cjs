/** Unit tests of the shared client code (jsdom: the session lives in localStorage). */
module.exports = {
  displayName: "client",
  rootDir: __dirname,
  testEnvironment: "jsdom",
  testMatch: ["<rootDir>/test/**/*.test.ts"],
  transform: {
    "^.+\\.(t|j)sx?$": ["@swc/jest", { jsc: { parser: { syntax: "typescript" } } }],
  },
};
