// POST /sendmail.php: validate with the shared rules, store first, then answer; mail goes via the
// outbox.
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { ValidationError } from "yup";
import copy from "../data/contact.json";
import type { LeadDb, StoreResult } from "./db";
import type { TimeTrap } from "./timeTrap";
import { REQUEST_WRITE_DEADLINE_MS, type WriteQueue } from "./writeQueue";
import { refererPath, resolveLeadSource } from "./leadSource";
import { type Body, screen, valuesOf } from "./screening";
import { FormBodyError } from "./formBody";
import { acceptFormBodies, ticked, wantsHtml } from "./formPost";
import { createPostBudget, type PostBudget, type PostBudgetOptions } from "./postBudget";
import { clientKey } from "./clientKey";
import { DEPLOY_CHECK_HEADER, isDeployCheck, type MailCheck } from "./deployCheck";
import { errorHandler } from "./errorHandler";
import { contactForm, noJsRedirectUrl } from "../contract/forms/contact";
import { readFields, wireErrors } from "../contract/forms/wire";
import { SOURCE_FIELD } from "../contract/forms/antiBot";
import {
  MAX_LENGTHS,
  serverContactSchema,
  type ContactValues,
} from "../contract/forms/contactRules";

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

/** The form's values from the wire names, else from the form's own names (a post made without
 * JavaScript). */
function readForm(body: Body): ContactValues {
  const sent = readFields(
    contactForm.fields,
    (name) => valuesOf(body, name)[0],
    (key) => key,
  );
  return { ...sent, chkConfidentialitate: ticked(sent.chkConfidentialitate) };
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

/** The contact form's failures: storage refused (locked too long, disk or size cap full) is said
 * plainly, nothing acknowledged, and the message asks the visitor to retry or call; a refusal is
 * said in the words of its status. */
const CONTACT_ERRORS = errorHandler({
  lines: {
    storage: "lead could not be stored",
    fault: "contact request failed",
    refused: { request: "contact request refused" },
  },
  send: (failure, request, reply) =>
    fail(request, reply, failure.status, {
      message: failure.kind === "refused" ? refusal(failure.error) : copy.server.storageFailed,
    }),
});

/** The form's values by the shared schema, or the schema's messages under the names sent. */
async function validateForm(
  body: Body,
): Promise<{ values: ContactValues } | { errors: Record<string, string> }> {
  try {
    const values = await serverContactSchema.validate(readForm(body), {
      abortEarly: false,
      stripUnknown: true,
    });
    return { values };
  } catch (err) {
    if (!(err instanceof ValidationError)) throw err;
    return { errors: wireErrors(contactForm.fields, err.inner) };
  }
}

interface ContactContext extends Omit<ContactRouteOptions, "budget"> {
  /** Requests stored per client; null when lifted. */
  budget: PostBudget | null;
}

/** A contact request: checked by the schema, within the client's budget, stored once and only then
 * answered; a deploy check's answer also says whether the mail server takes the outbox's login. */
async function postContact(ctx: ContactContext, request: FastifyRequest, reply: FastifyReply) {
  const body: Body = request.body && typeof request.body === "object" ? (request.body as Body) : {};
  const check = isDeployCheck(request.headers[DEPLOY_CHECK_HEADER], ctx.deployCheckKey);
  const screening = screen(body, ctx.timeTrap);
  const source = resolveLeadSource(
    (valuesOf(body, SOURCE_FIELD)[0] ?? "") ||
      refererPath(request.headers.referer, request.headers.host),
  );

  // Every request meets the same rules and limits, held ones included: a bot's post is no
  // longer or stranger than a person's.
  const form = await validateForm(body);
  if ("errors" in form) {
    request.log.info({ fields: Object.keys(form.errors) }, "lead rejected");
    return fail(request, reply, 422, { message: copy.server.invalid, errors: form.errors });
  }
  const { values } = form;

  const slot = ctx.budget ? ctx.budget.take(clientKey(request.ip)) : null;
  if (ctx.budget && !slot) {
    request.log.info("lead refused: too many from this address");
    return fail(request, reply, 429, { message: copy.server.tooMany });
  }
  const delivered = screening.held === null && !check;
  const status = check ? "test" : delivered ? "pending" : "spam";
  let stored: StoreResult;
  try {
    stored = await ctx.writes.run(
      () =>
        ctx.db.store({
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
        }),
      REQUEST_WRITE_DEADLINE_MS,
    );
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
    return succeed(request, reply, { check: { id: stored.id, mail: await ctx.checkMail() } });
  }
  if (delivered) ctx.onStored?.();
  return succeed(request, reply);
}

export async function contactRoutes(app: FastifyInstance, opts: ContactRouteOptions) {
  acceptFormBodies(app, CONTACT_BODY_LIMIT);
  const ctx: ContactContext = {
    ...opts,
    budget: opts.budget ? createPostBudget(opts.budget) : null,
  };
  app.setErrorHandler(CONTACT_ERRORS);

  app.post(contactForm.path, (request, reply) => postContact(ctx, request, reply));
}
