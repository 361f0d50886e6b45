#!/usr/bin/env node
// The least a GraphQL answer costs on the shop's fixed stack: Express 5 and Apollo Server 5 from
// the API's own dependencies, mounted the way the shop mounts them (express.json, then Apollo's
// Express integration), in production mode, with a one-field schema and no database, no
// middleware of the shop's and no resolver of its own. The benchmark sends it `{ __typename }`:
// whatever the shop adds to a read (its security headers, rate limits, sessions, the SQL, the
// resolvers) comes on top of what this costs.
//
//   PORT  (default 4200)
import { createRequire } from "node:module";

const apiRequire = createRequire(new URL("../api/package.json", import.meta.url));
const express = apiRequire("express");
const { ApolloServer } = apiRequire("@apollo/server");
const { expressMiddleware } = apiRequire("@as-integrations/express5");

const apollo = new ApolloServer({ typeDefs: "type Query { shop: String }", resolvers: { Query: { shop: () => "Bagzone" } } });
await apollo.start();
const app = express();
app.use("/graphql", express.json(), expressMiddleware(apollo));
const port = Number(process.env.PORT ?? 4200);
app.listen(port, "127.0.0.1", () => console.log(`stack floor listening on ${port}`));
