import fs from "node:fs";
import path from "node:path";
import dockerignore from "@balena/dockerignore";

/** What `docker build` reads besides the files: the context's filter and the build's steps. */
export interface BuildFiles {
  dockerignore: string;
  dockerfile: string;
}

export function readBuildFiles(root: string): BuildFiles {
  const dockerignorePath = path.join(root, ".dockerignore");
  return {
    dockerignore: fs.existsSync(dockerignorePath) ? fs.readFileSync(dockerignorePath, "utf8") : "",
    dockerfile: fs.readFileSync(path.join(root, "Dockerfile"), "utf8"),
  };
}

/** One Dockerfile instruction, its continuation lines joined and its comments left out. */
export interface Instruction {
  keyword: string;
  args: string;
}

export function dockerfileInstructions(dockerfile: string): Instruction[] {
  const lines = dockerfile.split(/\r?\n/).filter((line) => !/^\s*#/.test(line));
  return lines
    .join("\n")
    .replace(/\\\n/g, " ")
    .split("\n")
    .map((line) => line.trim())
    .filter(Boolean)
    .map((line) => {
      const [keyword, ...rest] = line.split(/\s+/);
      return { keyword: keyword.toUpperCase(), args: rest.join(" ") };
    });
}

/**
 * The files of `root` that `docker build root` puts into the image: those the `.dockerignore`
 * leaves in the context (Docker's own matching rules, through @balena/dockerignore) that a COPY or
 * ADD of the build context names. Paths are relative, with forward slashes.
 */
export function filesCopiedIntoImage(root: string, build: BuildFiles = readBuildFiles(root)): string[] {
  const ignore = dockerignore().add(build.dockerignore);
  const sources = contextSources(build.dockerfile);
  // An exception (`!pattern`) can bring a file back from inside an ignored folder: then every folder is read.
  const mayPrune = !build.dockerignore.split(/\r?\n/).some((line) => line.trim().startsWith("!"));
  return walk(root, "", (relative) => mayPrune && ignore.ignores(relative)).filter(
    (file) => !ignore.ignores(file) && sources.some((source) => source === "." || file === source || file.startsWith(`${source}/`)),
  );
}

/** Why a file must never be in the image, or undefined when it may be. */
export function whyNotInImage(file: string): string | undefined {
  const parts = file.split("/");
  const name = parts[parts.length - 1];
  if (parts.includes("node_modules")) return "node_modules installed on the host, for the host";
  if (parts.includes(".data")) return "a developer's data: database, generated secrets, email outbox, images";
  if (name.startsWith(".env")) return "an environment file";
  if (name.endsWith(".eml")) return "an email";
  if (parts.includes("secrets") || /\.(pem|key)$/.test(name)) return "a secret";
  if (/\.(db|sqlite3?)$/.test(name) || name === "PG_VERSION") return "a database file";
  return undefined;
}

/** The context paths the build copies from (`COPY --from` copies from a stage, not the context). */
function contextSources(dockerfile: string): string[] {
  return dockerfileInstructions(dockerfile)
    .filter(({ keyword }) => keyword === "COPY" || keyword === "ADD")
    .flatMap(({ args }) => {
      const words = args.trim().startsWith("[") ? (JSON.parse(args) as string[]) : args.split(/\s+/);
      const flags = words.filter((word) => word.startsWith("--"));
      if (flags.some((flag) => flag.startsWith("--from="))) return [];
      return words.filter((word) => !word.startsWith("--")).slice(0, -1);
    })
    .map((source) => {
      // Only plain paths are understood here; a pattern or URL must fail the check rather than be misread.
      if (/[*?[\]]|:\/\//.test(source)) throw new Error(`COPY/ADD source "${source}" is a pattern or URL: list plain paths`);
      return path.posix.normalize(source).replace(/^\.\/|\/$/g, "") || ".";
    });
}

function walk(root: string, dir: string, skip: (relative: string) => boolean): string[] {
  return fs.readdirSync(path.join(root, dir), { withFileTypes: true }).flatMap((entry) => {
    const relative = dir ? `${dir}/${entry.name}` : entry.name;
    if (entry.isDirectory()) return skip(relative) ? [] : walk(root, relative, skip);
    return [relative];
  });
}
