import fs from "node:fs";
import path from "node:path";

// Every relative link in the README, CONTRIBUTING and docs/ points at a file of the repository,
// and a link to a heading (`file.md#heading`) at a heading that file has: documents move, and a
// reader following a link should not land nowhere.

const ROOT = path.resolve(__dirname, "..", "..", "..");
const DOCUMENTS = [
  "README.md",
  "CONTRIBUTING.md",
  ...fs
    .readdirSync(path.join(ROOT, "docs"))
    .filter((name) => name.endsWith(".md"))
    .map((name) => `docs/${name}`),
];

/** The document's text outside fenced code blocks, where `[x](y)` is code, not a link. */
const prose = (markdown: string) => markdown.replace(/^```[\s\S]*?^```/gm, "");

/** GitHub's anchor for a heading: lowercase, punctuation dropped, spaces to hyphens. */
const anchorOf = (heading: string) =>
  heading
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s_-]/gu, "")
    .replace(/\s/g, "-");

function anchorsIn(file: string): Set<string> {
  const headings = prose(fs.readFileSync(file, "utf8")).match(/^#{1,6} .*$/gm) ?? [];
  return new Set(headings.map((h) => anchorOf(h.replace(/^#+ /, ""))));
}

function relativeLinks(document: string): string[] {
  const text = prose(fs.readFileSync(path.join(ROOT, document), "utf8"));
  return [...text.matchAll(/\]\(([^)\s]+)\)/g)].map((m) => m[1]).filter((target) => !/^[a-z]+:/i.test(target));
}

describe.each(DOCUMENTS)("%s", (document) => {
  it("links only to files and headings that exist", () => {
    const broken = relativeLinks(document).filter((target) => {
      const [file, anchor] = target.split("#");
      const resolved = file === "" ? path.join(ROOT, document) : path.resolve(path.dirname(path.join(ROOT, document)), file);
      if (!fs.existsSync(resolved)) return true;
      return anchor !== undefined && resolved.endsWith(".md") && !anchorsIn(resolved).has(anchor);
    });
    expect(broken).toEqual([]);
  });
});
