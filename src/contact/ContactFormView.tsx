import React, { type ComponentProps } from "react";
import type { FieldInputProps } from "formik";
import copy from "../../data/contact.json";
import { ConsentField } from "./ConsentField";
import { ContactNotices } from "./ContactNotices";
import { ContactTextField } from "./ContactTextField";
import { HoneypotField } from "./HoneypotField";
import { LeadSourceField } from "./LeadSourceField";
import { TimeTrapField, type TimeTrap } from "./TimeTrapField";
import { contactEndpoint, type ContactFormValues } from "./submit";
import * as styles from "./ContactForm.module.css";
import { INTERACTIVE } from "../components/ui/Static";
import { HONEYPOT_FIELD } from "../../contract/forms/antiBot";
import { type FieldName } from "../../contract/forms/contact";

type TextFieldName = Exclude<FieldName, "chkConfidentialitate">;

/** Input hints per text field: the right keyboard on phones and browser autofill. */
const TEXT_FIELDS: ({ name: TextFieldName } & Omit<
  ComponentProps<typeof ContactTextField>,
  "id" | "label" | "placeholder" | "field" | "error"
>)[] = [
  { name: "txtName", autoComplete: "name" },
  { name: "txtEmail", type: "email", inputMode: "email", autoComplete: "email" },
  { name: "txtPhone", type: "tel", inputMode: "numeric", pattern: "[0-9]+", autoComplete: "tel" },
  { name: "txtMessage", autoComplete: "off", multiline: true },
];

export const FIELD_ORDER: FieldName[] = [...TEXT_FIELDS.map((f) => f.name), "chkConfidentialitate"];

export const INITIAL_VALUES: ContactFormValues = {
  txtName: "",
  txtEmail: "",
  txtPhone: "",
  txtMessage: "",
  chkConfidentialitate: false,
  [HONEYPOT_FIELD]: "",
};

/** Element id of a field, from the form's `useId` prefix (stable across the static and live form). */
export const fieldId = (uid: string, name: string) => `${uid}-${name}`;

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
  return (
    <form
      {...INTERACTIVE}
      ref={formRef}
      id={id}
      className={styles.form}
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
      <div className={styles.grid}>
        {TEXT_FIELDS.map(({ name, ...input }) => (
          <ContactTextField
            key={name}
            id={fieldId(uid, name)}
            label={fields[name].label}
            placeholder={fields[name].placeholder}
            field={bind(name)}
            error={errorOf(name)}
            {...input}
          />
        ))}
        <ConsentField
          id={fieldId(uid, "chkConfidentialitate")}
          field={bindCheckbox("chkConfidentialitate")}
          error={errorOf("chkConfidentialitate")}
        />
      </div>
      <HoneypotField id={fieldId(uid, HONEYPOT_FIELD)} field={bind(HONEYPOT_FIELD)} />
      <TimeTrapField trap={timeTrap} />
      <LeadSourceField />
      <button type="submit" className={styles.submit} disabled={sending} aria-busy={sending}>
        {sending && <span className={styles.spinner} aria-hidden="true" />}
        {sending ? copy.button.sending : copy.button.idle}
      </button>
    </form>
  );
}
