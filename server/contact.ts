// POST /sendmail.php: validate with the shared schema, store first, then answer; mail goes via the
// outbox. GET /sendmail.php hands out the form's time-trap token.
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { ValidationError } from "yup";
import copy from "../data/contact.json";
import { MAX_LENGTHS, serverContactSchema, type ContactValues } from "../contract/contactSchema";
import { WIRE_NAMES, type FieldName } from "../contract/contact";
import { CONTACT_ENDPOINT } from "../contract/endpoints";
import { noJsRedirectUrl } from "../contract/contact";
import type { LeadDb, NewLead, StoreResult } from "./db";
import type { TimeTrap } from "./timeTrap";
import { REQUEST_WRITE_DEADLINE_MS, type WriteQueue, sqliteCode } from "./writeQueue";
import { SOURCE_FIELD } from "../contract/contact";
import { refererPath, resolveLeadSource } from "./leadSource";
import { type Body, screen, valuesOf } from "./screening";
import { FormBodyError } from "./formBody";
import { acceptFormBodies, STORAGE_RETRY_AFTER_S, ticked, wantsHtml } from "./formPost";
import { createPostBudget, type PostBudgetOptions } from "./postBudget";
import { clientKey } from "./clientKey";
import { DEPLOY_CHECK_HEADER, isDeployCheck, type MailCheck } from "./deployCheck";

/** Worst case on the wire per UTF-16 unit: a 3-byte character percent-encoded is 9 bytes. */
const MAX_ENCODED_BYTES_PER_UNIT = 9;
/** Field names, separators, the time-trap token and the honeypot. */
const FORM_OVERHEAD_BYTES = 2048;
/** Large enough for every message the schema accepts, in any script; about 50 KB. */
export const CONTACT_BODY_LIMIT =
  Object.values(MAX_LENGTHS).reduce((sum, max) => sum + max, 0) * MAX_ENCODED_BYTES_PER_UNIT +
  FORM_OVERHEAD_BYTES;

export interface ContactRouteOptions {
  db: LeadDb;
  writes: WriteQueue;
  timeTrap: TimeTrap;
  /** Called after a request to be mailed is stored (wakes the outbox). */
  onStored?: () => void;
  /** Requests stored per client (an IPv4 address, an IPv6 /64: clientKey.ts) and window; false
   * lifts it (tests, benchmarks). */
  budget: PostBudgetOptions | false;
  /** The key of `npm run check:deploy`'s posts (deployCheck.ts). */
  deployCheckKey: string;
  /** Whether the mail server takes the outbox's login, for a deploy check's answer. */
  checkMail: () => Promise<MailCheck>;
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
  return {
    txtName: text("txtName"),
    txtEmail: text("txtEmail"),
    txtPhone: text("txtPhone"),
    txtMessage: text("txtMessage"),
    chkConfidentialitate: ticked(pick(body, WIRE_NAMES.chkConfidentialitate)),
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

function fail(request: FastifyRequest, reply: FastifyReply, status: number, payload: object) {
  if (wantsHtml(request)) return reply.redirect(noJsRedirectUrl("error"), 303);
  return reply.code(status).send({ success: false, ...payload });
}

function succeed(request: FastifyRequest, reply: FastifyReply, extra: object = {}) {
  if (wantsHtml(request)) return reply.redirect(noJsRedirectUrl("sent"), 303);
  return reply.send({ success: true, message: copy.server.success, ...extra });
}

/** The visitor-facing words for a refused request, by its HTTP status. */
function refusal(error: FastifyError): string {
  if (error instanceof FormBodyError && error.statusCode === 415) return copy.server.charset;
  if (error.statusCode === 413) return copy.server.tooLarge;
  if (error.statusCode === 429) return copy.server.tooMany;
  return copy.server.badRequest;
}

export async function contactRoutes(app: FastifyInstance, opts: ContactRouteOptions) {
  acceptFormBodies(app, CONTACT_BODY_LIMIT);
  const budget = opts.budget ? createPostBudget(opts.budget) : null;

  app.setErrorHandler((error: FastifyError, request, reply) => {
    // Storage refused (locked too long, disk or size cap full): the visitor hears it plainly,
    // nothing is acknowledged, and the message asks them to retry or call.
    const storage = sqliteCode(error);
    if (storage) {
      request.log.error({ code: storage }, "lead could not be stored");
      reply.header("retry-after", String(STORAGE_RETRY_AFTER_S));
      return fail(request, reply, 503, { message: copy.server.storageFailed });
    }
    const status = error.statusCode ?? 500;
    if (status >= 500) {
      request.log.error({ err: error }, "contact request failed");
      return fail(request, reply, 500, { message: copy.server.storageFailed });
    }
    request.log.info({ status, code: error.code }, "contact request refused");
    return fail(request, reply, status, { message: refusal(error) });
  });

  const store = (lead: NewLead) =>
    opts.writes.run(() => opts.db.store(lead), REQUEST_WRITE_DEADLINE_MS);

  // The time-trap token: the pages are files, served as built by Node or by a proxy from disk,
  // so the form asks for its token here when it appears. Never cached: each one is new.
  app.get(CONTACT_ENDPOINT, async (_request, reply) => {
    reply.header("cache-control", "no-store");
    return { token: opts.timeTrap.issue() };
  });

  app.post(CONTACT_ENDPOINT, async (request, reply) => {
    const body: Body =
      request.body && typeof request.body === "object" ? (request.body as Body) : {};
    const check = isDeployCheck(request.headers[DEPLOY_CHECK_HEADER], opts.deployCheckKey);
    const screening = screen(body, opts.timeTrap);
    const source = resolveLeadSource(
      pick(body, SOURCE_FIELD) || refererPath(request.headers.referer, request.headers.host),
    );

    // Every request meets the same rules and limits, held ones included: a bot's post is no
    // longer or stranger than a person's.
    let values: ContactValues;
    try {
      values = await serverContactSchema.validate(readForm(body), {
        abortEarly: false,
        stripUnknown: true,
      });
    } catch (err) {
      if (!(err instanceof ValidationError)) throw err;
      const errors = wireErrors(err);
      request.log.info({ fields: Object.keys(errors) }, "lead rejected");
      return fail(request, reply, 422, { message: copy.server.invalid, errors });
    }

    const slot = budget ? budget.take(clientKey(request.ip)) : null;
    if (budget && !slot) {
      request.log.info("lead refused: too many from this address");
      return fail(request, reply, 429, { message: copy.server.tooMany });
    }
    const delivered = screening.held === null && !check;
    const status = check ? "test" : delivered ? "pending" : "spam";
    let stored: StoreResult;
    try {
      stored = await store({
        name: values.txtName,
        email: values.txtEmail,
        phone: values.txtPhone,
        message: values.txtMessage,
        consent: values.chkConfidentialitate,
        status,
        sourcePath: source.path,
        service: source.service,
        suspect: screening.held === null ? screening.suspect : null,
        formToken: screening.held === null ? screening.token : null,
      });
    } catch (err) {
      slot?.release();
      throw err;
    }
    if (stored.duplicate) {
      // The same request again (a double click, a retry after a lost answer): it is already
      // stored and on its way, so it is answered as sent and not stored or mailed twice.
      slot?.release();
      request.log.info({ leadId: stored.id }, "lead repeated; stored once");
      return succeed(request, reply);
    }
    slot?.commit();
    request.log.info(
      {
        leadId: stored.id,
        status,
        held: screening.held ?? undefined,
        source: source.path,
        suspect: stored.suspect?.reason,
      },
      "lead stored",
    );
    if (check) {
      return succeed(request, reply, { check: { id: stored.id, mail: await opts.checkMail() } });
    }
    if (delivered) opts.onStored?.();
    return succeed(request, reply);
  });
}
