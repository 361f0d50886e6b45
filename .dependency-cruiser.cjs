/**
 * Folder-level layering of the API (`npm run lint` runs it): transport (http/) uses the domains
 * (api/src/modules/*), which use common/, never the other way round. (Domains still reference
 * each other in both directions, e.g. order and payment; untangling them is separate work.)
 */
module.exports = {
  forbidden: [
    {
      name: "no-folder-cycle",
      comment: "Two folders import each other: move the shared piece to common/ or to the domain that owns it.",
      severity: "error",
      scope: "folder",
      from: { path: "^api/src/(http|common)(/|$)" },
      to: { circular: true },
    },
  ],
  options: {
    tsPreCompilationDeps: true,
    doNotFollow: { path: "node_modules" },
    exclude: { path: "\\.json$" },
  },
};
