import { type OperationDefinitionNode, parse } from "graphql";

/**
 * The examples of a Markdown guide, read from its fenced code blocks and the HTML comments that
 * mark them (invisible to readers):
 *
 * - `<!-- run -->` before a `graphql` block: an operation to send (POST /graphql), with the `json`
 *   block right after it as its variables, and `# Name: value` comment lines at its top as
 *   headers; before an `sh` block: a curl command to send, or `VAR=value node <file>` to start.
 * - `<!-- answer -->` before a `json` block (the body) or an `http` block (status line, headers,
 *   blank line, body): what the example just run answers.
 * - `<!-- file: name -->` before a block: the file a later `node <file>` runs.
 * - `<!-- output: name -->` before a block: a line the program started from that file prints
 *   (a `json` block: a JSON line).
 */
interface Fenced {
  lang: string;
  text: string;
  line: number;
  marker: string | null;
  /** The heading the block is under. */
  title: string;
}

interface Placed {
  title: string;
  line: number;
}
export type GuideStep = Placed &
  (
    | { kind: "graphql"; document: string; variables: Record<string, unknown>; headers: Record<string, string>; answer: Fenced }
    | { kind: "curl"; command: string[]; answer: Fenced }
    | { kind: "start"; command: string[] }
    | { kind: "file"; name: string; text: string }
    | { kind: "output"; file: string; lang: string; text: string }
  );

export interface GuideOperation {
  names: string;
  document: string;
  variables: Record<string, unknown>;
}

export function readGuide(markdown: string): { steps: GuideStep[]; operations: GuideOperation[] } {
  const blocks = fencedBlocks(markdown);
  const steps: GuideStep[] = [];
  const operations: GuideOperation[] = [];
  blocks.forEach((block, i) => {
    const next = blocks[i + 1];
    const variablesBlock = block.lang === "graphql" && next?.lang === "json" && next.marker === null ? next : undefined;
    const variables = variablesBlock ? (JSON.parse(variablesBlock.text) as Record<string, unknown>) : {};
    if (block.lang === "graphql") operations.push({ names: operationNames(block.text), document: block.text, variables });
    const place = { title: block.title, line: block.line };
    const [kind, name] = (block.marker ?? "").split(/:\s*/);
    if (kind === "file") steps.push({ ...place, kind: "file", name, text: block.text });
    else if (kind === "output") steps.push({ ...place, kind: "output", file: name, lang: block.lang, text: block.text });
    else if (kind === "run") {
      const answer = blocks[i + (variablesBlock ? 2 : 1)];
      const answered = () => {
        if (answer?.marker !== "answer") throw new Error(`guide line ${block.line}: an example to run has no <!-- answer --> after it`);
        return answer;
      };
      if (block.lang === "graphql")
        steps.push({ ...place, kind: "graphql", document: block.text, variables, headers: headersOf(block.text), answer: answered() });
      else if (block.lang === "sh") {
        const command = shellWords(block.text);
        steps.push(command[0] === "curl" ? { ...place, kind: "curl", command, answer: answered() } : { ...place, kind: "start", command });
      } else throw new Error(`guide line ${block.line}: cannot run a ${block.lang} block`);
    }
  });
  return { steps, operations };
}

function fencedBlocks(markdown: string): Fenced[] {
  const blocks: Fenced[] = [];
  const lines = markdown.split("\n");
  let title = "";
  let marker: string | null = null;
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i];
    const heading = /^#+ (.*)$/.exec(line);
    const comment = /^<!-- (.*) -->$/.exec(line);
    const fence = /^```(\w*)/.exec(line);
    if (heading) title = heading[1];
    else if (comment) marker = comment[1];
    else if (fence) {
      const end = lines.indexOf("```", i + 1);
      blocks.push({ lang: fence[1], text: lines.slice(i + 1, end).join("\n"), line: i + 1, marker, title });
      marker = null;
      i = end;
    }
  }
  return blocks;
}

/** `# Authorization: Bearer <token>` at the top of an operation: a header to send it with. */
function headersOf(document: string): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const line of document.split("\n")) {
    const header = /^# ([\w-]+): (.+)$/.exec(line);
    if (!header) break;
    headers[header[1].toLowerCase()] = header[2];
  }
  return headers;
}

const operationNames = (document: string) =>
  parse(document)
    .definitions.map((d) => (d as OperationDefinitionNode).name?.value)
    .join(", ");

/** A shell command's words: quotes and line continuations as sh reads them (no expansions). */
export function shellWords(text: string): string[] {
  const words: string[] = [];
  let word: string | null = null;
  const source = text.replace(/\\\n/g, " ");
  for (let i = 0; i < source.length; i++) {
    const c = source[i];
    if (c === "'" || c === '"') {
      const end = source.indexOf(c, i + 1);
      word = (word ?? "") + source.slice(i + 1, end);
      i = end;
    } else if (c === "<") {
      // A `<placeholder>` is one word, spaces and all: the reader replaces it whole.
      const end = source.indexOf(">", i + 1);
      word = (word ?? "") + source.slice(i, end + 1);
      i = end;
    } else if (/\s/.test(c)) {
      if (word !== null) words.push(word);
      word = null;
    } else word = (word ?? "") + c;
  }
  if (word !== null) words.push(word);
  return words;
}
