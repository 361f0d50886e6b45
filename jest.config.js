/** Every test of the repository: `npm test` runs them all. */
module.exports = {
  projects: ["<rootDir>/api", "<rootDir>/storefront", "<rootDir>/admin"],
};
