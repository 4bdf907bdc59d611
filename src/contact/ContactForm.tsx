import React, { useEffect, useId, useRef, useState, type ComponentProps } from "react";
import { useFormik, type FieldInputProps } from "formik";
import { toast } from "react-toastify";
import copy from "../../data/contact.json";
import { ConsentField } from "./ConsentField";
import { ContactNotices } from "./ContactNotices";
import { HoneypotField } from "./HoneypotField";
import { ContactTextField } from "./ContactTextField";
import { useContactPrefill } from "./prefill";
import { HONEYPOT_FIELD, STARTED_AT_FIELD, contactSchema, type FieldName } from "./schema";
import { contactEndpoint, submitContact, type ContactFormValues } from "./submit";
import * as styles from "./ContactForm.module.css";

export interface ContactFormProps {
  /** Anchor for links such as `/servicii/leasing#contact-form`. */
  id?: string;
}

const INITIAL_VALUES: ContactFormValues = {
  txtName: "",
  txtEmail: "",
  txtPhone: "",
  txtMessage: "",
  chkConfidentialitate: false,
  website: "",
};

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

const FIELD_ORDER: FieldName[] = [...TEXT_FIELDS.map((f) => f.name), "chkConfidentialitate"];

/**
 * The contact form (spec §4, §5, §8). It is a real form posting to the endpoint, so it also works
 * before or without JavaScript; once hydrated, Formik validates and sends it with fetch.
 */
export function ContactForm({ id }: ContactFormProps) {
  const uid = useId();
  const fieldId = (name: string) => `${uid}-${name}`;
  // Validate on submit first; only after that on every change (spec §4).
  const [live, setLive] = useState(false);
  const [hydrated, setHydrated] = useState(false);
  const [startedAt, setStartedAt] = useState<number | null>(null);
  const sending = useRef(false);

  useEffect(() => {
    setHydrated(true);
    setStartedAt(Date.now());
  }, []);

  const formik = useFormik<ContactFormValues>({
    initialValues: INITIAL_VALUES,
    validationSchema: contactSchema,
    validateOnChange: live,
    validateOnBlur: live,
    onSubmit: async (values, helpers) => {
      if (sending.current) return; // a second click while the first request is in flight
      sending.current = true;
      try {
        const outcome = await submitContact(
          values,
          startedAt === null ? null : Date.now() - startedAt,
        );
        if (outcome.kind === "success") {
          toast.success(outcome.message);
          helpers.resetForm();
          setLive(false);
          setStartedAt(Date.now());
        } else if (outcome.kind === "rejected") {
          toast.error(copy.toasts.rejected);
          console.error(outcome.errors);
        } else {
          toast.error(copy.toasts.failure);
          console.error(outcome.error);
        }
      } finally {
        sending.current = false;
      }
    },
  });

  // "Trimite simularea" (src/simulator) puts its summary into the message.
  useContactPrefill((update) =>
    formik.setFieldValue("txtMessage", update(formik.values.txtMessage)),
  );

  const { errors, submitCount, isSubmitting } = formik;
  const errorOf = (name: FieldName) => (submitCount > 0 ? errors[name] : undefined);

  // After a failed submit, move focus to the first field that needs attention.
  useEffect(() => {
    if (isSubmitting || submitCount === 0) return;
    const first = FIELD_ORDER.find((name) => errors[name]);
    if (first) document.getElementById(fieldId(first))?.focus();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [submitCount, isSubmitting]);

  const { fields } = copy;
  return (
    <form
      id={id}
      className={styles.form}
      method="post"
      action={contactEndpoint()}
      // Before hydration the browser's own checks guard the no-JS post; after it, ours do.
      noValidate={hydrated}
      onSubmit={(event) => {
        setLive(true);
        formik.handleSubmit(event);
      }}
    >
      <ContactNotices />
      <div className={styles.grid}>
        {TEXT_FIELDS.map(({ name, ...input }) => (
          <ContactTextField
            key={name}
            id={fieldId(name)}
            label={fields[name].label}
            placeholder={fields[name].placeholder}
            field={formik.getFieldProps(name)}
            error={errorOf(name)}
            {...input}
          />
        ))}
        <ConsentField
          id={fieldId("chkConfidentialitate")}
          field={
            formik.getFieldProps({
              name: "chkConfidentialitate",
              type: "checkbox",
            }) as FieldInputProps<boolean>
          }
          error={errorOf("chkConfidentialitate")}
        />
      </div>
      <HoneypotField id={fieldId(HONEYPOT_FIELD)} field={formik.getFieldProps(HONEYPOT_FIELD)} />
      <input type="hidden" name={STARTED_AT_FIELD} value={startedAt ?? ""} />
      <button
        type="submit"
        className={styles.submit}
        disabled={isSubmitting}
        aria-busy={isSubmitting}
      >
        {isSubmitting && <span className={styles.spinner} aria-hidden="true" />}
        {isSubmitting ? copy.button.sending : copy.button.idle}
      </button>
    </form>
  );
}
