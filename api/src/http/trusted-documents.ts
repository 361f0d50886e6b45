import crypto from "node:crypto";
import fs from "node:fs";
import type { ApolloServerPlugin } from "@apollo/server";
import {
  type ASTNode,
  type DefinitionNode,
  type DocumentNode,
  type FieldNode,
  GraphQLError,
  Kind,
  type OperationDefinitionNode,
  parse,
  print,
  type SelectionSetNode,
  visit,
} from "graphql";
import { isAdmin } from "../common/auth/viewer";
import type { RequestContext } from "../common/context";

/**
 * The operations the shop's own apps send, registered at build time: graphql-codegen writes each
 * app's `persisted-documents.json` from its operation files. With GRAPHQL_TRUSTED_DOCUMENTS=require,
 * anonymous and customer requests may run only these, so a stranger cannot send the API any query
 * they like; admins may still run any.
 *
 * A document is recognised by the hash of its normal form (no `__typename`, which Apollo Client
 * adds; variables, arguments, selections and definitions in a fixed order; no formatting), so the text a client prints
 * matches the text codegen registered.
 */
export class TrustedDocuments {
  private readonly known = new Set<string>();
  /** Normal forms of texts seen lately: clients send the same few texts over and over. */
  private readonly seen = new Map<string, boolean>();

  static fromManifests(files: string[]): TrustedDocuments {
    const registry = new TrustedDocuments();
    for (const file of files) {
      const manifest = JSON.parse(fs.readFileSync(file, "utf8")) as Record<string, string>;
      for (const text of Object.values(manifest)) registry.known.add(normalHash(parse(text)));
    }
    return registry;
  }

  get size(): number {
    return this.known.size;
  }

  includes(text: string, document: DocumentNode): boolean {
    let trusted = this.seen.get(text);
    if (trusted === undefined) {
      trusted = this.known.has(normalHash(document));
      if (this.seen.size >= 1000) this.seen.clear();
      this.seen.set(text, trusted);
    }
    return trusted;
  }
}

/** Refuses, for anyone but an admin, an operation that is not one of the apps' own. */
export function trustedDocumentsPlugin(registry: TrustedDocuments): ApolloServerPlugin<RequestContext> {
  return {
    requestDidStart({ contextValue }) {
      if (isAdmin(contextValue.viewer)) return Promise.resolve();
      return Promise.resolve({
        didResolveOperation({ request, document }) {
          if (registry.includes(request.query ?? "", document)) return Promise.resolve();
          return Promise.reject(
            new GraphQLError("This API runs only the shop's own operations (trusted documents).", {
              extensions: { code: "OPERATION_NOT_TRUSTED", http: { status: 400 } },
            }),
          );
        },
      });
    },
  };
}

function normalHash(document: DocumentNode): string {
  const withoutTypename = visit(document, {
    Field: (node) => (node.name.value === "__typename" && !node.alias ? null : undefined),
  });
  const ordered = visit<DocumentNode>(withoutTypename, {
    OperationDefinition: (node: OperationDefinitionNode) => ({
      ...node,
      variableDefinitions: sortedBy(node.variableDefinitions ?? [], print),
    }),
    Field: (node: FieldNode) => ({ ...node, arguments: sortedBy(node.arguments ?? [], print) }),
    SelectionSet: (node: SelectionSetNode) => ({ ...node, selections: sortedBy(node.selections, print) }),
  });
  const text = sortedBy(ordered.definitions, definitionKey)
    .map((d) => print(d))
    .join(" ")
    .replace(/\s+/g, " ");
  return crypto.createHash("sha256").update(text).digest("hex");
}

const definitionKey = (d: DefinitionNode) =>
  `${d.kind === Kind.OPERATION_DEFINITION ? 0 : 1}:${"name" in d && d.name ? d.name.value : ""}:${print(d)}`;

const sortedBy = <T extends ASTNode>(nodes: readonly T[], key: (node: T) => string): T[] =>
  [...nodes].sort((a, b) => (key(a) < key(b) ? -1 : key(a) > key(b) ? 1 : 0));
