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
    // The catalogue's rooms stand on floors, each importing only the floors below it: asset (pictures)
    // and search (the shop's vocabulary, the corrected query) at the bottom, then category, then
    // product (variants, options, the list and its facets), then review (with the product page),
    // search-suggestion and catalog-import on top. A room that needs a floor above it has found a
    // piece that belongs higher up: move that piece, not the rule.
    ...floors([["asset", "search"], ["category"], ["product"], ["review", "search-suggestion", "catalog-import"]]),
  ],
  options: {
    tsPreCompilationDeps: true,
    doNotFollow: { path: "node_modules" },
    exclude: { path: "\\.json$" },
  },
};

/** One rule per room: it may not import a room on its own floor or any floor above it. */
function floors(stack) {
  return stack.flatMap((floor, level) =>
    floor.map((room) => {
      const notBelow = stack
        .slice(level)
        .flat()
        .filter((other) => other !== room);
      return {
        name: `catalog-floors-${room}`,
        comment: `${room} imports only the catalogue rooms on the floors below it (${stack.slice(0, level).flat().join(", ") || "none"}).`,
        severity: "error",
        from: { path: `^api/src/modules/${room}/` },
        to: { path: `^api/src/modules/(${notBelow.join("|")})/` },
      };
    }),
  );
}
