// What the endpoints that take a browser's form (the contact form, the booking) share: the form's
// own encoding in any declared charset, how a form posted without JavaScript is told from a script's
// post, how a checkbox reads as ticked, and how long a visitor is asked to wait when storage fails.
import type { FastifyInstance, FastifyRequest } from "fastify";
import { FormBodyError, parseFormBody } from "./formBody";

/** Seconds a visitor is asked to wait (Retry-After) when storage is unavailable. */
export const STORAGE_RETRY_AFTER_S = 60;

/** Takes application/x-www-form-urlencoded bodies up to `bodyLimit` bytes, decoded in the charset
 * the request declares (formBody.ts). Fastify keeps a parser to the plugin that adds it, so each
 * endpoint's plugin adds its own, with its own limit. */
export function acceptFormBodies(app: FastifyInstance, bodyLimit: number): void {
  app.addContentTypeParser(
    "application/x-www-form-urlencoded",
    { parseAs: "buffer", bodyLimit },
    (request, raw, done) => {
      try {
        done(null, parseFormBody(raw as Buffer, request.headers["content-type"]));
      } catch (err) {
        done(err as FormBodyError, undefined);
      }
    },
  );
}

/** A browser's own form post (no fetch) asks for HTML and gets a redirect instead of JSON. */
export const wantsHtml = (request: FastifyRequest): boolean =>
  (request.headers.accept ?? "").includes("text/html");

/** Whether a checkbox's value reads as ticked: a browser sends "on", scripts send 1 or true. */
export const ticked = (value: string): boolean =>
  ["1", "on", "true"].includes(value.trim().toLowerCase());
