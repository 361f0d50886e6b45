/** Every test of the repository: `npm test` runs them all. */
module.exports = {
  projects: ["<rootDir>/api", "<rootDir>/storefront", "<rootDir>/admin"],
  // testTimeout is a global option: a project's own (api's 60 s) is ignored when run from here.
  testTimeout: 60000,
};
