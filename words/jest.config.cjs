/** Unit tests of the shop's shared words: pure rules, no database, milliseconds. */
module.exports = {
  displayName: "words",
  rootDir: __dirname,
  testEnvironment: "node",
  testMatch: ["<rootDir>/test/**/*.test.ts"],
  transform: {
    "^.+\\.(t|j)sx?$": ["@swc/jest", { jsc: { parser: { syntax: "typescript" } } }],
  },
};
