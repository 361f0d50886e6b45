import http from "node:http";
import https from "node:https";
import net from "node:net";
import { isPrivateAddress, publicOnlyLookup } from "./webhook-address";
import type { SignedHeaders } from "./webhook-signature";

/** What one attempt got: the endpoint's HTTP status, or why there was no answer. */
export type AttemptOutcome = { status: number } | { error: string };

const TIMEOUT_MS = 10_000;

/**
 * POSTs a signed body and reads the status. Redirects are not followed (a redirect is an answer
 * that is not 2xx), the answer's body is ignored, and an endpoint that takes longer than 10 s has
 * failed this attempt.
 */
export function postWebhook(url: string, body: string, headers: SignedHeaders, allowPrivate: boolean): Promise<AttemptOutcome> {
  const target = new URL(url);
  const host = target.hostname.replace(/^\[|\]$/g, "");
  // Node connects to a literal IP without a lookup, so the lookup's guard does not see it.
  if (!allowPrivate && net.isIP(host) && isPrivateAddress(host)) return Promise.resolve({ error: `${host} is a private address` });
  const request = target.protocol === "https:" ? https.request : http.request;
  return new Promise((resolve) => {
    const req = request(
      target,
      {
        method: "POST",
        headers: { "content-type": "application/json", "user-agent": "Bagzone-Webhooks/1", ...headers },
        lookup: allowPrivate ? undefined : publicOnlyLookup,
        timeout: TIMEOUT_MS,
      },
      (res) => {
        res.resume();
        res.on("end", () => resolve({ status: res.statusCode ?? 0 }));
        res.on("error", (err) => resolve({ error: err.message }));
      },
    );
    req.on("timeout", () => req.destroy(new Error(`no answer within ${TIMEOUT_MS / 1000} s`)));
    req.on("error", (err) => resolve({ error: err.message }));
    req.end(body);
  });
}
