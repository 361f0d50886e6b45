#!/usr/bin/env node
// The least a GraphQL answer costs on the shop's fixed stack: Apollo Server 5 from the API's own
// dependencies, mounted the way the shop mounts it (node's HTTP server, the JSON body read, then
// Apollo's executeHTTPGraphQLRequest, as api/src/http/front.ts calls it), in production mode, with
// a one-field schema and no database, no middleware of the shop's and no resolver of its own. The
// benchmark sends it `{ __typename }`: whatever the shop adds to a read (its security headers,
// rate limits, sessions, the SQL, the resolvers) comes on top of what this costs.
//
//   PORT  (default 4200)
import http from "node:http";
import { createRequire } from "node:module";

const apiRequire = createRequire(new URL("../api/package.json", import.meta.url));
const { ApolloServer, HeaderMap } = apiRequire("@apollo/server");

const apollo = new ApolloServer({ typeDefs: "type Query { shop: String }", resolvers: { Query: { shop: () => "Bagzone" } } });
await apollo.start();

const server = http.createServer(async (req, res) => {
  const chunks = [];
  for await (const chunk of req) chunks.push(chunk);
  const text = Buffer.concat(chunks).toString();
  const headers = new HeaderMap();
  for (const [name, value] of Object.entries(req.headers))
    if (value !== undefined) headers.set(name, Array.isArray(value) ? value.join(", ") : value);
  const query = req.url.indexOf("?");
  const response = await apollo.executeHTTPGraphQLRequest({
    httpGraphQLRequest: {
      method: req.method,
      headers,
      search: query === -1 ? "" : req.url.slice(query),
      body: text ? JSON.parse(text) : undefined,
    },
    context: async () => ({}),
  });
  for (const [name, value] of response.headers) res.setHeader(name, value);
  res.statusCode = response.status ?? 200;
  res.end(response.body.kind === "complete" ? response.body.string : "");
});
const port = Number(process.env.PORT ?? 4200);
server.listen(port, "127.0.0.1", () => console.log(`stack floor listening on ${port}`));
