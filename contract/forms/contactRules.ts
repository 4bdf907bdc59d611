// The one set of contact-form rules, used by the browser (Formik) and by the server.
import { boolean, object, string, type InferType } from "yup";
import copy from "../../data/contact.json";
import { cleanName, cleanNote, cleaning } from "../cleanText";
import { fillTemplate } from "../../domain/format";

const m = copy.validation;

export const DIGITS_ONLY = /^\d+$/;

/** An address whose domain has a dot: `a@b.ro`, never `root@localhost` (the e-mail rule alone
 * accepts a bare host name). */
export const DOTTED_DOMAIN = /@[^@.]+(\.[^@.]+)+$/;

/** Server-side upper bounds: generous, never shown in the form (the form states no length limits). */
export const MAX_LENGTHS = { txtName: 200, txtEmail: 254, txtPhone: 30, txtMessage: 5000 } as const;

const withMax = (template: string, max: number) => fillTemplate(template, { max });

/** Builds the rules; the server adds its length bounds on top of the same rules. A name and the
 * message are cleaned first (contract/cleanText.ts), so the rules see, and the server stores, the
 * text without its control characters. */
function buildSchema(bounded: boolean) {
  const text = (max: number, tooLong: string, clean?: (text: string) => string) => {
    const base = clean ? string().transform(cleaning(clean)).trim() : string().trim();
    return bounded ? base.max(max, withMax(tooLong, max)) : base;
  };
  return object({
    txtName: text(MAX_LENGTHS.txtName, m.nameTooLong, cleanName).required(m.nameRequired),
    txtEmail: text(MAX_LENGTHS.txtEmail, m.emailTooLong)
      .required(m.emailRequired)
      .email(m.emailInvalid)
      .matches(DOTTED_DOMAIN, { message: m.emailInvalid, excludeEmptyString: true }),
    txtPhone: text(MAX_LENGTHS.txtPhone, m.phoneTooLong)
      .required(m.phoneRequired)
      .matches(DIGITS_ONLY, { message: m.phoneDigits, excludeEmptyString: true }),
    txtMessage: text(MAX_LENGTHS.txtMessage, m.messageTooLong, cleanNote).required(
      m.messageRequired,
    ),
    chkConfidentialitate: boolean().required(m.privacyRequired).oneOf([true], m.privacyRequired),
  });
}

export const contactSchema = buildSchema(false);
export const serverContactSchema = buildSchema(true);

export type ContactValues = InferType<typeof contactSchema>;
