import { StrictMode, type ReactNode } from "react";
import { renderToPipeableStream } from "react-dom/server";
import { Writable } from "node:stream";
import { prerenderStatic } from "@apollo/client/react/ssr";
import { StaticRouter } from "react-router-dom";
import { ServerStyleSheet } from "styled-components";
import { createApolloClient } from "@shop/client/apollo";
import { preloadPageCode, ShopProviders, ShopRoutes } from "./App";
import { FirstScreenImages, type FirstScreenImage } from "./lib/first-screen-image";
import { SERVER_STATE_ID } from "./lib/server-html";

/** Runs one GraphQL request (the JSON body a browser would POST to /graphql) as a guest; answers the JSON. */
export type GuestGraphql = (body: string) => Promise<string>;

export interface RenderedPage {
  /** What goes inside `<div id="root">`. */
  html: string;
  /** For `<head>`: the page's styles and the preloads of its first-screen images. */
  head: string;
  /** For the end of `<body>`: the Apollo cache the browser restores before hydrating. */
  state: string;
}

/**
 * Renders a storefront page on the server as a guest would see it, with its data (Apollo's
 * prerendering, which renders again until every query the page makes is answered) and styles
 * (styled-components). `graphql` is the only way out: it never carries a shopper's identity,
 * so the page holds nobody's bag, name or orders.
 */
export async function renderPage(url: string, graphql: GuestGraphql): Promise<RenderedPage> {
  // A page whose data did not all come is not rendered here: its error would be kept by a CDN,
  // and the browser (whose cache would lack the answer) could not hydrate it. The browser draws it.
  const failures: string[] = [];
  const noteFailures: GuestGraphql = async (body) => {
    const answer = await graphql(body);
    const errors = (JSON.parse(answer) as { errors?: Array<{ message: string }> }).errors;
    if (errors?.length) failures.push(...errors.map((e) => e.message));
    return answer;
  };
  const client = createApolloClient({ fetch: answeredBy(noteFailures), ssrMode: true });
  // What the latest render pass collected: only the last, complete pass counts.
  const pass: { sheet: ServerStyleSheet | null; images: FirstScreenImage[] } = { sheet: null, images: [] };
  const tree = (
    <StrictMode>
      <StaticRouter location={url}>
        <ShopProviders client={client}>
          <ShopRoutes />
        </ShopProviders>
      </StaticRouter>
    </StrictMode>
  );
  // The code of the page's routes first, as the browser does before hydrating: both then draw
  // them directly, with no Suspense boundary between them and the page.
  await preloadPageCode(new URL(url, "http://server.invalid").pathname);
  try {
    const { result } = await prerenderStatic({
      tree,
      renderFunction: (element) => {
        pass.sheet?.seal();
        pass.sheet = new ServerStyleSheet();
        pass.images = [];
        return renderWhenReady(pass.sheet.collectStyles(<FirstScreenImages value={pass.images}>{element}</FirstScreenImages>));
      },
    });
    if (failures.length > 0) throw new Error(`the page's data did not all come: ${failures.join("; ")}`);
    const head = [pass.sheet?.getStyleTags() ?? "", ...pass.images.map(preloadTag)].join("\n");
    return { html: result, head, state: stateTag(client.extract()) };
  } finally {
    pass.sheet?.seal();
  }
}

/** The page's HTML once every lazy route and Suspense boundary has resolved (React 18 has no prerender). */
function renderWhenReady(element: ReactNode): Promise<string> {
  return new Promise((resolve, reject) => {
    let html = "";
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        html += chunk.toString();
        done();
      },
      final(done) {
        resolve(html);
        done();
      },
    });
    const stream = renderToPipeableStream(element, {
      onAllReady: () => stream.pipe(sink),
      onShellError: reject,
      onError: (error) => reject(error instanceof Error ? error : new Error(String(error))),
    });
  });
}

function answeredBy(graphql: GuestGraphql): typeof fetch {
  return async (_input, init) =>
    new Response(await graphql(typeof init?.body === "string" ? init.body : ""), { headers: { "content-type": "application/json" } });
}

/** `<link rel=preload>` for an image the first screen waits on, in the same sizes the page's `<img>` picks from. */
function preloadTag(image: FirstScreenImage): string {
  const attributes: Array<[string, string | null | undefined]> = [
    ["rel", "preload"],
    ["as", "image"],
    ["href", image.src],
    ["imagesrcset", image.srcSet],
    ["imagesizes", image.srcSet ? image.sizes : null],
    ["media", image.media],
    ["fetchpriority", "high"],
  ];
  return `<link ${attributes
    .filter((pair): pair is [string, string] => Boolean(pair[1]))
    .map(([name, value]) => `${name}="${escapeAttribute(value)}"`)
    .join(" ")} />`;
}

/** A data block, not a script that runs (the shop's content security policy allows no inline scripts). */
function stateTag(state: unknown): string {
  // "<" escaped so that no text from the catalogue can close the element.
  return `<script type="application/json" id="${SERVER_STATE_ID}">${JSON.stringify(state).replace(/</g, "\\u003c")}</script>`;
}

function escapeAttribute(value: string): string {
  return value.replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;");
}
