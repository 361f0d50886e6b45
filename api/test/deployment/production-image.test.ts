import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { dockerfileInstructions, filesCopiedIntoImage, readBuildFiles, whyNotInImage } from "../support/image-build-context";

/**
 * What `docker build .` puts into the production image, worked out from the repository's own
 * .dockerignore and Dockerfile with Docker's matching rules (no Docker engine needed).
 */
const REPO = path.resolve(__dirname, "..", "..", "..");

/** What the image's build and the running shop read: the .dockerignore must not keep these out. */
const NEEDED = [
  "package.json",
  "package-lock.json",
  "api/package.json",
  "api/tsconfig.json",
  "api/tsconfig.build.json",
  "api/src/main.ts",
  "api/build.mjs",
  "api/swc-options.cjs",
  "client/package.json",
  "client/src/apollo.ts",
  "words/package.json",
  "words/build.mjs",
  "words/src/storefront-pages.ts",
  "storefront/package.json",
  "storefront/index.html",
  "storefront/vite.config.ts",
  "storefront/build/precompress.ts",
  "storefront/src/gql/persisted-documents.json",
  "admin/package.json",
  "admin/index.html",
  "admin/src/gql/persisted-documents.json",
];

/** What a developer's checkout holds after `npm install`, `npm start` and a test run. */
const A_DEVELOPERS_FILES = [
  ".data/secrets/jwt-secret",
  ".data/secrets/payment-signing-secret",
  ".data/postgres/PG_VERSION",
  ".data/postgres/base/1/1259",
  ".data/outbox/1700000000000-order-confirmation.eml",
  ".data/assets/0b6f/large.webp",
  "api/.data/outbox/1700000000001-reset.eml",
  ".env",
  ".env.production",
  "storefront/.env.local",
  "certs/shop.key",
  "node_modules/sharp/build/Release/sharp-linux-x64.node",
  "api/node_modules/@types/node/index.d.ts",
  "storefront/node_modules/.vite/deps/react.js",
];

const TESTS_AND_CACHES = [
  "api/test/auth/auth.test.ts",
  "e2e/shell.test.ts",
  "coverage/lcov.info",
  "node_modules/.cache/eslint/x",
  "api/dist/.tsbuildinfo",
];

function write(root: string, file: string) {
  fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
  fs.writeFileSync(path.join(root, file), "x");
}

const refused = (files: string[]) => files.map((file) => ({ file, why: whyNotInImage(file) })).filter(({ why }) => why);

describe("the production image's build context", () => {
  it("in this checkout: everything the build needs, and no secret, database, email, .env file or host node_modules", () => {
    const files = filesCopiedIntoImage(REPO);
    expect(refused(files)).toEqual([]);
    expect(files).toEqual(expect.arrayContaining(NEEDED));
    expect(files.filter((file) => /(^|\/)test\//.test(file) || file.startsWith("e2e/"))).toEqual([]);
  });

  describe("in a copy of the build files with a developer's data planted around them", () => {
    let root: string;
    beforeAll(() => {
      root = fs.mkdtempSync(path.join(os.tmpdir(), "image-context-"));
      for (const file of [".dockerignore", "Dockerfile"]) fs.copyFileSync(path.join(REPO, file), path.join(root, file));
      for (const file of [...NEEDED, ...A_DEVELOPERS_FILES, ...TESTS_AND_CACHES]) write(root, file);
    });
    afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

    it("the .dockerignore leaves every planted file out and takes what the build needs", () => {
      expect(filesCopiedIntoImage(root).sort()).toEqual([".dockerignore", "Dockerfile", ...NEEDED].sort());
    });

    it("without the .dockerignore, each planted file would be in the image, and the check names why it must not be", () => {
      const files = filesCopiedIntoImage(root, { ...readBuildFiles(root), dockerignore: "" });
      expect(files).toEqual(expect.arrayContaining([...A_DEVELOPERS_FILES, ...TESTS_AND_CACHES]));
      expect(refused(files).map(({ file }) => file)).toEqual(expect.arrayContaining(A_DEVELOPERS_FILES));
      expect(refused(NEEDED)).toEqual([]);
    });

    it("copies only what the Dockerfile names, and refuses a source it cannot read as a plain path", () => {
      const dockerfile = "FROM node AS build\nCOPY package.json \\\n  api/package.json api/\nCOPY --from=build /app /app\n";
      expect(filesCopiedIntoImage(root, { dockerignore: "", dockerfile }).sort()).toEqual(["api/package.json", "package.json"]);
      expect(() => filesCopiedIntoImage(root, { dockerignore: "", dockerfile: "COPY *.json ./\n" })).toThrow("is a pattern or URL");
    });
  });
});

describe("the production container's data", () => {
  it("lives in DATA_DIR, which the user the container runs as owns", () => {
    const instructions = dockerfileInstructions(readBuildFiles(REPO).dockerfile);
    const finalStage = instructions.slice(instructions.map((i) => i.keyword).lastIndexOf("FROM"));
    const dataDir = finalStage.find((i) => i.keyword === "ENV" && /^DATA_DIR=/.test(i.args))?.args.replace(/^DATA_DIR=/, "");
    const user = finalStage.find((i) => i.keyword === "USER")?.args;
    expect(dataDir).toMatch(/^\/\w+/);
    expect(user).toBeDefined();
    const runs = finalStage.filter((i) => i.keyword === "RUN").map((i) => i.args.replaceAll('"$DATA_DIR"', dataDir!));
    expect(runs.some((run) => run.includes(`mkdir -p ${dataDir}`) && run.includes(`chown ${user} ${dataDir}`))).toBe(true);
  });
});
