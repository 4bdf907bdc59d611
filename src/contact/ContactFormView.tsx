import React from "react";
import type { FieldInputProps } from "formik";
import copy from "../../data/contact.json";
import { ContactNotices } from "./ContactNotices";
import { LeadSourceField } from "./LeadSourceField";
import { TimeTrapField, type TimeTrap } from "./TimeTrapField";
import { contactEndpoint, type ContactFormValues } from "./submit";
import { ConsentCheckbox } from "../forms/ConsentCheckbox";
import { Honeypot } from "../forms/Honeypot";
import { fieldId } from "../forms/ids";
import { TextAreaField, TextField, type InputProps } from "../forms/TextField";
import * as forms from "../forms/Fields.module.css";
import { INTERACTIVE } from "../components/ui/Static";
import { HONEYPOT_FIELD } from "../../contract/forms/antiBot";
import { type FieldName } from "../../contract/forms/contact";

/** Input hints per one-line field: the right keyboard on phones and browser autofill. */
const INPUT_FIELDS: ({ name: "txtName" | "txtEmail" | "txtPhone" } & InputProps)[] = [
  { name: "txtName", type: "text", autoComplete: "name" },
  { name: "txtEmail", type: "email", inputMode: "email", autoComplete: "email" },
  { name: "txtPhone", type: "tel", inputMode: "numeric", pattern: "[0-9]+", autoComplete: "tel" },
];

export const FIELD_ORDER: FieldName[] = [
  ...INPUT_FIELDS.map((f) => f.name),
  "txtMessage",
  "chkConfidentialitate",
];

export const INITIAL_VALUES: ContactFormValues = {
  txtName: "",
  txtEmail: "",
  txtPhone: "",
  txtMessage: "",
  chkConfidentialitate: false,
  [HONEYPOT_FIELD]: "",
};

export interface ContactFormViewProps {
  formRef?: React.Ref<HTMLFormElement>;
  id?: string;
  uid: string;
  /** After hydration our checks guard the post; before it (or without JS), the browser's do. */
  noValidate: boolean;
  /** Binds a field to the form's state. */
  bind: (name: keyof ContactFormValues) => FieldInputProps<string>;
  bindCheckbox: (name: "chkConfidentialitate") => FieldInputProps<boolean>;
  errorOf: (name: FieldName) => string | undefined;
  timeTrap: TimeTrap;
  sending: boolean;
  onSubmit: (event: React.FormEvent<HTMLFormElement>) => void;
  /** The first sign that the visitor is using the form (focus, pointer). */
  onInteraction?: () => void;
}

/**
 * The contact form's markup: a real form posting to the endpoint, so it also
 * works before or without JavaScript. The same markup serves the page's first render and the
 * validating form that replaces it on first use.
 */
export function ContactFormView({
  formRef,
  id,
  uid,
  noValidate,
  bind,
  bindCheckbox,
  errorOf,
  timeTrap,
  sending,
  onSubmit,
  onInteraction,
}: ContactFormViewProps) {
  const { fields } = copy;
  // Each text field: its label and placeholder, its binding, and its error once there is one.
  const text = (name: "txtName" | "txtEmail" | "txtPhone" | "txtMessage") => ({
    ...bind(name),
    id: fieldId(uid, name),
    label: fields[name].label,
    placeholder: fields[name].placeholder,
    required: true,
    error: errorOf(name),
  });
  const { value: consented, ...consent } = bindCheckbox("chkConfidentialitate");
  return (
    <form
      {...INTERACTIVE}
      ref={formRef}
      id={id}
      className={forms.form}
      method="post"
      action={contactEndpoint()}
      // The server decodes what a request declares, but UTF-8 is the one charset every browser
      // sends for every letter the visitor may type.
      acceptCharset="utf-8"
      noValidate={noValidate}
      onSubmit={onSubmit}
      onFocus={onInteraction}
      onPointerDown={onInteraction}
    >
      <ContactNotices />
      <div className={forms.grid}>
        {INPUT_FIELDS.map(({ name, ...hints }) => (
          <TextField key={name} {...text(name)} {...hints} />
        ))}
        <TextAreaField {...text("txtMessage")} autoComplete="off" rows={4} wide />
        <ConsentCheckbox
          id={fieldId(uid, "chkConfidentialitate")}
          error={errorOf("chkConfidentialitate")}
          {...consent}
          checked={consented}
        />
      </div>
      <Honeypot id={fieldId(uid, HONEYPOT_FIELD)} {...bind(HONEYPOT_FIELD)} />
      <TimeTrapField trap={timeTrap} />
      <LeadSourceField />
      <button type="submit" className={forms.submit} disabled={sending} aria-busy={sending}>
        {sending && <span className={forms.spinner} aria-hidden="true" />}
        {sending ? copy.button.sending : copy.button.idle}
      </button>
    </form>
  );
}
