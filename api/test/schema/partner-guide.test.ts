import { type ChildProcessWithoutNullStreams, spawn } from "node:child_process";
import fs from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { buildSchema, getOperationAST, type GraphQLSchema, type OperationDefinitionNode, parse, validate } from "graphql";
import { getVariableValues } from "graphql/execution/values";
import { signWebhook } from "../../src/modules/webhook/webhook-signature";
import { freePort } from "../support/free-port";
import { startTestShop, type TestShop } from "../support/test-shop";
import { until } from "../support/until";
import { type Bindings, mismatches, substitute } from "../support/guide-answers";
import { type GuideStep, readGuide } from "../support/guide-examples";

/**
 * docs/partner-guide.md is what a partner copies from, so this runs it: on the seeded demo shop
 * over real HTTP, every example the guide marks `<!-- run -->` is sent as written, in the guide's
 * order, and its answer must match the answer the guide shows after it (the values it states;
 * `<name>` stands for any value, and later steps are sent with what it stood for). The webhook
 * receiver the guide shows runs as its own Node process with the environment the guide gives
 * it, and must verify a real delivery. Every GraphQL operation of the guide, run or not (UPI
 * needs Razorpay's app), must also be valid against the committed schema with its variables.
 */
const REPO = path.join(__dirname, "../../..");
const guide = readGuide(fs.readFileSync(path.join(REPO, "docs/partner-guide.md"), "utf8"));
const schema: GraphQLSchema = buildSchema(fs.readFileSync(path.join(REPO, "schema.graphql"), "utf8"));

/** The address the guide's examples use (the development shop): the test's shop stands in for it. */
const GUIDE_ORIGIN = "http://localhost:4000";
/** The development shop's first admin (config.ts), whom the guide signs in to register a webhook. */
const DEV_ADMIN = { ADMIN_EMAIL: "admin@example.com", ADMIN_PASSWORD: "admin123" };

let t: TestShop;
let server: http.Server;
let origin: string;
/** Programs the guide starts, stopped after the test. */
const programs: ChildProcessWithoutNullStreams[] = [];

beforeAll(async () => {
  t = await startTestShop({
    SEED_DEMO: "true",
    ...DEV_ADMIN,
    // The shop's defaults, as a partner's development shop has them.
    CATALOG_CACHE_SECONDS: "30",
    WEBHOOK_ALLOW_PRIVATE_URLS: "true",
    WEBHOOK_RETRY_DELAY_SECONDS: "0",
  });
  server = http.createServer(t.listener);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}, 240_000);
afterAll(async () => {
  for (const program of programs) program.kill();
  await new Promise((resolve) => server?.close(resolve));
  await t?.close();
});

interface Answer {
  status: number;
  headers: Headers;
  body: unknown;
}

async function send(url: string, init: RequestInit): Promise<Answer> {
  const res = await fetch(url.replace(GUIDE_ORIGIN, origin), init);
  const text = await res.text();
  return { status: res.status, headers: res.headers, body: text ? (JSON.parse(text) as unknown) : null };
}

/** A GraphQL example as the guide says to send one: POST /graphql, its `# Header: value` comments as headers. */
function sendGraphql(step: Extract<GuideStep, { kind: "graphql" }>, bound: Bindings): Promise<Answer> {
  return send(`${GUIDE_ORIGIN}/graphql`, {
    method: "POST",
    headers: { "content-type": "application/json", ...substitute(step.headers, bound) },
    body: JSON.stringify({ query: step.document, variables: substitute(step.variables, bound) }),
  });
}

/** A curl command of the guide, with the options it uses. */
function sendCurl(command: string[], bound: Bindings): Promise<Answer> {
  const args = substitute(command, bound);
  let url = "";
  let method: string | undefined;
  let get = false;
  const headers: Record<string, string> = {};
  const data: string[] = [];
  for (let i = 1; i < args.length; i++) {
    const arg = args[i];
    const value = () => args[++i];
    if (arg === "-G" || arg === "--get") get = true;
    else if (arg === "-X" || arg === "--request") method = value();
    else if (arg === "-H" || arg === "--header") {
      const [name, ...rest] = value().split(":");
      headers[name.trim().toLowerCase()] = rest.join(":").trim();
    } else if (arg === "--data-urlencode") {
      const [name, ...rest] = value().split("=");
      data.push(`${name}=${encodeURIComponent(rest.join("="))}`);
    } else if (arg === "-d" || arg === "--data") data.push(value());
    else if (arg.startsWith("-")) throw new Error(`the test does not know curl's ${arg}: teach sendCurl`);
    else url = arg;
  }
  if (get) return send(`${url}?${data.join("&")}`, { method: method ?? "GET", headers });
  return send(url, { method: method ?? (data.length ? "POST" : "GET"), headers, body: data.length ? data.join("&") : undefined });
}

/** Sends an example and tells how its answer differs from the one the guide shows (an `http` answer states status and headers too). */
async function answerMismatches(step: Extract<GuideStep, { kind: "graphql" | "curl" }>, bound: Bindings): Promise<string[]> {
  const answer = step.kind === "graphql" ? await sendGraphql(step, bound) : await sendCurl(step.command, bound);
  const shown = step.answer;
  if (shown.lang === "json") return bodyMismatches(JSON.parse(shown.text), answer.body, bound);
  const [head, body = ""] = shown.text.split("\n\n");
  const [statusLine, ...headerLines] = head.split("\n");
  const status = Number(statusLine.split(" ")[1]);
  const problems = status === answer.status ? [] : [`status: the guide shows ${status}, the shop answered ${answer.status}`];
  for (const line of headerLines) {
    const [name, ...rest] = line.split(":");
    problems.push(...mismatches(rest.join(":").trim(), answer.headers.get(name.trim()), `header ${name}`, bound));
  }
  return [...problems, ...bodyMismatches(body.trim() ? JSON.parse(body) : null, answer.body, bound)];
}

/** A body matches as any value does, except that errors the guide does not show are a difference, not a detail it left out. */
function bodyMismatches(shown: unknown, actual: unknown, bound: Bindings): string[] {
  const errorsOf = (body: unknown) => (body !== null && typeof body === "object" && "errors" in body ? body.errors : undefined);
  const unshown = errorsOf(shown) === undefined && errorsOf(actual) !== undefined;
  return [
    ...(unshown ? [`errors: the guide shows none, the shop answered ${JSON.stringify(errorsOf(actual))}`] : []),
    ...mismatches(shown, actual, "", bound),
  ];
}

interface Program {
  child: ChildProcessWithoutNullStreams;
  /** What it printed so far. */
  output: string;
}

/** Starts `VAR=value ... node <file>` with the file as the guide shows it, in the repository (so its imports resolve). */
function startNode(command: string[], files: Map<string, string>, bound: Bindings): { file: string; program: Program } {
  const args = substitute(command, bound);
  const env: Record<string, string> = {};
  while (/^[A-Z_]+=/.test(args[0])) {
    const [name, ...rest] = args.shift()!.split("=");
    env[name] = rest.join("=");
  }
  const [node, file] = args;
  const source = files.get(file);
  if (node !== "node" || source === undefined) throw new Error(`the guide runs "${args.join(" ")}", but shows no file ${file}`);
  const child = spawn(process.execPath, ["--input-type=module", "--eval", source], { cwd: REPO, env: { ...process.env, ...env } });
  programs.push(child);
  const program: Program = { child, output: "" };
  child.stdout.on("data", (chunk: Buffer) => (program.output += chunk.toString()));
  child.stderr.on("data", (chunk: Buffer) => (program.output += chunk.toString()));
  return { file, program };
}

/** Waits for the program to print the line the guide shows (a JSON line: matched as an answer is), and tells how it differs. */
async function printedMismatches(step: Extract<GuideStep, { kind: "output" }>, program: Program, where: string, bound: Bindings) {
  const shown = step.lang === "json" ? (JSON.parse(step.text) as unknown) : step.text;
  const lines = () => program.output.split("\n").map((line) => (step.lang === "json" ? jsonOrText(line) : line));
  const printed = await until(`${where}: the program to print it`, () =>
    program.child.exitCode === null
      ? lines().find((line) => mismatches(shown, line, "", new Map(bound)).length === 0)
      : `exited with ${program.child.exitCode}: ${program.output}`,
  ).catch(() => `printed only: ${program.output}`);
  return mismatches(shown, printed, "", bound);
}

const jsonOrText = (line: string): unknown => {
  try {
    return JSON.parse(line);
  } catch {
    return line;
  }
};

const operationName = (document: string) => getOperationAST(parse(document))?.name?.value;

/** What a partner does to follow the guide: the journey the guide must keep showing, run. */
const JOURNEY = [
  "Products",
  "ProductPage",
  "NewBag",
  "AddToBag",
  "SignUp",
  "SignIn",
  "AfterSignIn",
  "PlaceOrder",
  "OrderStatus",
  "RegisterWebhook",
  "Cancel",
];
/** The path the guide's receiver serves. */
const RECEIVER_PATH = "/bagzone-webhooks";

describe("the partner guide", () => {
  it("runs on the demo shop as written, every example answering what the guide shows", async () => {
    // The reader picks a free port for the receiver; so does the test.
    const bound: Bindings = new Map([["receiver port", String(await freePort())]]);
    const files = new Map<string, string>();
    const running = new Map<string, Program>();

    for (const step of guide.steps) {
      const where = `${step.title} (guide line ${step.line})`;
      if (step.kind === "file") files.set(step.name, step.text);
      else if (step.kind === "start") {
        const { file, program } = startNode(step.command, files, bound);
        running.set(file, program);
      } else {
        const problems =
          step.kind === "output"
            ? await printedMismatches(step, running.get(step.file)!, where, bound)
            : await answerMismatches(step, bound);
        expect({ step: where, problems }).toEqual({ step: where, problems: [] });
      }
    }

    const operationsRun = guide.steps.flatMap((step) => (step.kind === "graphql" ? [operationName(step.document)] : []));
    expect(operationsRun).toEqual(expect.arrayContaining(JOURNEY));
    expect(guide.steps.filter((step) => step.kind === "output" && step.lang === "json")).toHaveLength(1);

    // The delivery above passed the guide's signature check; a changed body or an old timestamp must not.
    const secret = String(bound.get("webhook secret"));
    const receiver = `http://127.0.0.1:${String(bound.get("receiver port"))}${RECEIVER_PATH}`;
    const body = JSON.stringify({ type: "order.cancelled", timestamp: new Date().toISOString(), data: { order: { id: "o1" } } });
    const post = (headers: Record<string, string>, sent: string) =>
      fetch(receiver, { method: "POST", headers: { "content-type": "application/json", ...headers }, body: sent }).then((r) => r.status);
    expect(await post({ ...signWebhook(secret, "msg_guide1", new Date(), body) }, body)).toBe(204);
    expect(await post({ ...signWebhook(secret, "msg_guide2", new Date(), body) }, body.replace("o1", "o2"))).toBe(400);
    expect(await post({ ...signWebhook(secret, "msg_guide3", new Date(Date.now() - 600_000), body) }, body)).toBe(400);
  }, 120_000);

  it.each(guide.operations.map((o) => [o.names, o] as const))(
    "%s: valid against schema.graphql, with its variables",
    (_names, { document, variables }) => {
      const ast = parse(document);
      expect(validate(schema, ast).map((e) => e.message)).toEqual([]);
      for (const definition of ast.definitions) {
        const operation = getOperationAST(ast, (definition as OperationDefinitionNode).name?.value)!;
        const coerced = getVariableValues(schema, operation.variableDefinitions ?? [], variables);
        expect({ operation: operation.name?.value, errors: (coerced.errors ?? []).map((e) => e.message) }).toEqual({
          operation: operation.name?.value,
          errors: [],
        });
      }
    },
  );
});
