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
