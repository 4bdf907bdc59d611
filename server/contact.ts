// POST /sendmail.php: validate with the shared schema, store first, then answer; mail goes via the outbox.
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import formbody from "@fastify/formbody";
import rateLimit from "@fastify/rate-limit";
import { ValidationError } from "yup";
import copy from "../data/contact.json";
import {
  FILL_MS_FIELD,
  HONEYPOT_FIELD,
  WIRE_NAMES,
  serverContactSchema,
  type FieldName,
} from "../src/contact/schema";
import { noJsRedirectUrl } from "../src/contact/constants";
import type { LeadDb } from "./db";
import { SOURCE_FIELD } from "../src/contact/leadSource";
import { refererPath, resolveLeadSource } from "./leadSource";

export const CONTACT_BODY_LIMIT = 16 * 1024;

export interface ContactRouteOptions {
  db: LeadDb;
  /** Called after a real lead is stored (wakes the outbox). */
  onStored?: () => void;
  minFillMs: number;
  rateLimit: { max: number; timeWindow: number | string } | false;
}

type Body = Record<string, unknown>;

/** First string value of the first key present: the API names, then the form's own names. */
function pick(body: Body, ...keys: string[]): string {
  for (const key of keys) {
    const raw = Array.isArray(body[key]) ? (body[key] as unknown[])[0] : body[key];
    if (typeof raw === "string") return raw;
    if (typeof raw === "number" || typeof raw === "boolean") return String(raw);
  }
  return "";
}

function readForm(body: Body) {
  const consent = pick(body, "chkConfidentialitate").trim().toLowerCase();
  return {
    txtName: pick(body, "name", "txtName"),
    txtEmail: pick(body, "email", "txtEmail"),
    txtPhone: pick(body, "phone", "txtPhone"),
    txtMessage: pick(body, "comment", "txtMessage"),
    chkConfidentialitate: ["1", "on", "true"].includes(consent),
  };
}

function isSpam(body: Body, minFillMs: number): boolean {
  if (pick(body, HONEYPOT_FIELD).trim() !== "") return true;
  const fill = Number(pick(body, FILL_MS_FIELD) || NaN);
  return Number.isFinite(fill) && fill >= 0 && fill < minFillMs;
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

  app.post("/sendmail.php", { bodyLimit: CONTACT_BODY_LIMIT }, async (request, reply) => {
    const body: Body =
      request.body && typeof request.body === "object" ? (request.body as Body) : {};
    const form = readForm(body);
    const source = resolveLeadSource(
      pick(body, SOURCE_FIELD) || refererPath(request.headers.referer, request.headers.host),
    );

    if (isSpam(body, opts.minFillMs)) {
      const id = opts.db.insert({
        name: form.txtName,
        email: form.txtEmail,
        phone: form.txtPhone,
        message: form.txtMessage,
        consent: form.chkConfidentialitate,
        status: "spam",
        sourcePath: source.path,
        service: source.service,
      });
      request.log.info({ leadId: id, status: "spam" }, "lead stored");
      return succeed(request, reply);
    }

    let valid;
    try {
      valid = await serverContactSchema.validate(form, { abortEarly: false, stripUnknown: true });
    } catch (err) {
      if (!(err instanceof ValidationError)) throw err;
      const errors: Record<string, string> = {};
      for (const item of err.inner) {
        const wire = WIRE_NAMES[item.path as FieldName] ?? item.path ?? "form";
        errors[wire] ??= item.message;
      }
      request.log.info({ fields: Object.keys(errors) }, "lead rejected");
      return fail(request, reply, 422, { message: copy.server.invalid, errors });
    }

    const id = opts.db.insert({
      name: valid.txtName,
      email: valid.txtEmail,
      phone: valid.txtPhone,
      message: valid.txtMessage,
      consent: valid.chkConfidentialitate,
      status: "pending",
      sourcePath: source.path,
      service: source.service,
    });
    request.log.info({ leadId: id, status: "pending", source: source.path }, "lead stored");
    opts.onStored?.();
    return succeed(request, reply);
  });
}

function succeed(request: FastifyRequest, reply: FastifyReply) {
  if (wantsHtml(request)) return reply.redirect(noJsRedirectUrl("sent"), 303);
  return reply.send({ success: true, message: copy.server.success });
}
