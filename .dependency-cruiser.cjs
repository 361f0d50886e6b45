/**
 * Folder-level layering of the API (`npm run lint` runs it): no two folders of api/src may import
 * each other, directly or round a circle, so the folders stand in floors (CONTRIBUTING.md, "Floors"):
 * main.ts starts the process; http/ serves the shop that shop/ composes; the domains
 * (api/src/modules/*) stand on one another one way; below them jobs/, database/, common/ and
 * vocabulary/ (the shop's shared words). Type-only imports count: a domain that names another's
 * service in its constructor depends on it.
 */
module.exports = {
  forbidden: [
    {
      name: "no-folder-cycle",
      comment:
        "Folders import each other: move the shared word to vocabulary/, the helper to common/, or let the lower folder declare what it needs and the upper one hand it in at construction (shop/services.ts).",
      severity: "error",
      scope: "folder",
      from: { path: "^api/src" },
      to: { circular: true },
    },
  ],
  options: {
    tsPreCompilationDeps: true,
    doNotFollow: { path: "node_modules" },
    exclude: { path: "\\.json$" },
  },
};
