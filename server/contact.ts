// POST /sendmail.php: validate with the shared schema, store first, then answer; mail goes via the outbox.
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import formbody from "@fastify/formbody";
import rateLimit from "@fastify/rate-limit";
import { ValidationError } from "yup";
import copy from "../data/contact.json";
import {
  MAX_LENGTHS,
  WIRE_NAMES,
  serverContactSchema,
  type ContactValues,
  type FieldName,
} from "../src/contact/schema";
import { noJsRedirectUrl } from "../src/contact/constants";
import type { LeadDb, NewLead } from "./db";
import type { TimeTrap } from "./timeTrap";
import { REQUEST_WRITE_DEADLINE_MS, type WriteQueue, sqliteCode } from "./writeQueue";
import { SOURCE_FIELD } from "../src/contact/leadSource";
import { refererPath, resolveLeadSource } from "./leadSource";
import { type Body, screen, valuesOf } from "./screening";

/** Worst case on the wire per UTF-16 unit: a 3-byte character percent-encoded is 9 bytes. */
const MAX_ENCODED_BYTES_PER_UNIT = 9;
/** Field names, separators, the time-trap token and the honeypot. */
const FORM_OVERHEAD_BYTES = 2048;
/** Large enough for every message the schema accepts, in any script; about 50 KB. */
export const CONTACT_BODY_LIMIT =
  Object.values(MAX_LENGTHS).reduce((sum, max) => sum + max, 0) * MAX_ENCODED_BYTES_PER_UNIT +
  FORM_OVERHEAD_BYTES;

/** Seconds a visitor is asked to wait when storage is unavailable. */
const STORAGE_RETRY_AFTER_S = 60;

export interface ContactRouteOptions {
  db: LeadDb;
  writes: WriteQueue;
  timeTrap: TimeTrap;
  /** Called after a real lead is stored (wakes the outbox). */
  onStored?: () => void;
  rateLimit: { max: number; timeWindow: number | string } | false;
}

/** First value of the first key present: the API names, then the form's own names. */
function pick(body: Body, ...keys: string[]): string {
  for (const key of keys) {
    const [first] = valuesOf(body, key);
    if (first !== undefined) return first;
  }
  return "";
}

/** The form's values from the API names (WIRE_NAMES), else from the form's own field names. */
function readForm(body: Body): ContactValues {
  const text = (field: Exclude<FieldName, "chkConfidentialitate">) =>
    pick(body, WIRE_NAMES[field], field);
  const consent = pick(body, WIRE_NAMES.chkConfidentialitate).trim().toLowerCase();
  return {
    txtName: text("txtName"),
    txtEmail: text("txtEmail"),
    txtPhone: text("txtPhone"),
    txtMessage: text("txtMessage"),
    chkConfidentialitate: ["1", "on", "true"].includes(consent),
  };
}

/** The schema's messages keyed by the names the client sent, first message per field. */
function wireErrors(err: ValidationError): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const item of err.inner) {
    const wire = WIRE_NAMES[item.path as FieldName] ?? item.path ?? "form";
    errors[wire] ??= item.message;
  }
  return errors;
}

/** A browser's own form post (no fetch) asks for HTML and gets a redirect instead of JSON. */
const wantsHtml = (request: FastifyRequest) => (request.headers.accept ?? "").includes("text/html");

function fail(request: FastifyRequest, reply: FastifyReply, status: number, payload: object) {
  if (wantsHtml(request)) return reply.redirect(noJsRedirectUrl("error"), 303);
  return reply.code(status).send({ success: false, ...payload });
}

export async function contactRoutes(app: FastifyInstance, opts: ContactRouteOptions) {
  await app.register(formbody, { bodyLimit: CONTACT_BODY_LIMIT });
  if (opts.rateLimit) await app.register(rateLimit, { ...opts.rateLimit, global: true });

  app.setErrorHandler((error: FastifyError, request, reply) => {
    // Storage refused (locked too long, disk full): the visitor hears it plainly, nothing is
    // acknowledged, and the message asks them to retry or call.
    const storage = sqliteCode(error);
    if (storage) {
      request.log.error({ code: storage }, "lead could not be stored");
      reply.header("retry-after", String(STORAGE_RETRY_AFTER_S));
      return fail(request, reply, 503, { message: copy.server.storageFailed });
    }
    const status = error.statusCode ?? 500;
    if (status >= 500) request.log.error({ err: error }, "contact request failed");
    const message =
      status === 413
        ? copy.server.tooLarge
        : status === 429
          ? copy.server.tooMany
          : status < 500
            ? copy.server.badRequest
            : copy.server.storageFailed;
    return fail(request, reply, status < 500 ? status : 500, { message });
  });

  const store = (lead: NewLead) =>
    opts.writes.run(() => opts.db.insert(lead), REQUEST_WRITE_DEADLINE_MS);

  // The time-trap token for a form rendered in the browser (client-side navigation); pages served
  // whole get theirs written into the HTML (static.ts). Cheap and harmless, so not rate limited.
  app.get("/sendmail.php", { config: { rateLimit: false } }, async (_request, reply) => {
    reply.header("cache-control", "no-store");
    return { token: opts.timeTrap.issue() };
  });

  app.post("/sendmail.php", { bodyLimit: CONTACT_BODY_LIMIT }, async (request, reply) => {
    const body: Body =
      request.body && typeof request.body === "object" ? (request.body as Body) : {};
    const form = readForm(body);
    const source = resolveLeadSource(
      pick(body, SOURCE_FIELD) || refererPath(request.headers.referer, request.headers.host),
    );

    const screening = screen(body, opts.timeTrap);
    // Spam is stored as sent; anything else only once the shared schema accepts it.
    let values = form;
    if (screening.spam === null) {
      try {
        values = await serverContactSchema.validate(form, {
          abortEarly: false,
          stripUnknown: true,
        });
      } catch (err) {
        if (!(err instanceof ValidationError)) throw err;
        const errors = wireErrors(err);
        request.log.info({ fields: Object.keys(errors) }, "lead rejected");
        return fail(request, reply, 422, { message: copy.server.invalid, errors });
      }
    }

    const id = await store({
      name: values.txtName,
      email: values.txtEmail,
      phone: values.txtPhone,
      message: values.txtMessage,
      consent: values.chkConfidentialitate,
      status: screening.spam === null ? "pending" : "spam",
      sourcePath: source.path,
      service: source.service,
      // Delivered like any lead; the notification says why it may be automated.
      suspect: screening.spam === null ? screening.suspect : null,
    });
    if (screening.spam !== null) {
      request.log.info({ leadId: id, status: "spam", reason: screening.spam }, "lead stored");
      return succeed(request, reply);
    }
    request.log.info(
      { leadId: id, status: "pending", source: source.path, suspect: screening.suspect?.reason },
      "lead stored",
    );
    opts.onStored?.();
    return succeed(request, reply);
  });
}

function succeed(request: FastifyRequest, reply: FastifyReply) {
  if (wantsHtml(request)) return reply.redirect(noJsRedirectUrl("sent"), 303);
  return reply.send({ success: true, message: copy.server.success });
}
