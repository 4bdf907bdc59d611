import React, { useEffect, useLayoutEffect, useRef, useState } from "react";
import { useFormik, type FieldInputProps } from "formik";
import copy from "../../data/contact.json";
import { notify } from "../toasts/notify";
import { ContactFormView, FIELD_ORDER, INITIAL_VALUES } from "./ContactFormView";
import { fieldId } from "../forms/ids";
import { submitContact, type ContactFormValues } from "./submit";
import { useTimeTrap } from "./TimeTrapField";
import { useContactPrefill } from "./prefill";
import { type FieldName } from "../../contract/forms/contact";
import { contactSchema } from "../../contract/forms/contactRules";

/** What the page's first form hands over when the visitor starts using it. */
export interface Handoff {
  values: ContactFormValues;
  /** The time-trap token the page's form holds: the minimum fill time runs from its issue. */
  token: string;
  /** The field that had focus, and its caret, so typing goes on where it was. */
  focus: { id: string; start: number | null; end: number | null } | null;
  /** The visitor submitted before validation had loaded: submit once mounted. */
  submit: boolean;
}

export interface LiveContactFormProps {
  id?: string;
  uid: string;
  handoff: Handoff;
}

/** The contact form with Formik and the shared yup rules, loaded on the form's first use. */
export function LiveContactForm({ id, uid, handoff }: LiveContactFormProps) {
  // Validate on submit first, so nobody is told off while still typing; after that on every change.
  const [live, setLive] = useState(handoff.submit);
  const timeTrap = useTimeTrap(handoff.token);
  const sending = useRef(false);

  const formik = useFormik<ContactFormValues>({
    initialValues: handoff.values,
    validationSchema: contactSchema,
    validateOnChange: live,
    validateOnBlur: live,
    onSubmit: async (values, helpers) => {
      if (sending.current) return; // a second click while the first request is in flight
      sending.current = true;
      try {
        const outcome = await submitContact(values, await timeTrap.readForSubmit());
        if (outcome.kind === "success") {
          notify("success", outcome.message);
          // Cleared, not back to the values handed over at the swap.
          helpers.resetForm({ values: INITIAL_VALUES });
          setLive(false);
          timeTrap.renew();
        } else if (outcome.kind === "rejected") {
          notify("error", copy.toasts.rejected);
          console.error(outcome.errors);
        } else {
          notify("error", copy.toasts.failure);
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

  // Same element, same caret: the swap from the first form is invisible to the visitor.
  useLayoutEffect(() => {
    const { focus } = handoff;
    if (!focus) return;
    const element = document.getElementById(focus.id) as HTMLInputElement | null;
    element?.focus();
    if (element && focus.start !== null && "setSelectionRange" in element) {
      try {
        element.setSelectionRange(focus.start, focus.end);
      } catch {
        // checkboxes have no caret
      }
    }
  }, [handoff]);

  useEffect(() => {
    if (handoff.submit) void formik.submitForm();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const { errors, submitCount, isSubmitting } = formik;
  const errorOf = (name: FieldName) => (submitCount > 0 ? errors[name] : undefined);

  // After a failed submit, move focus to the first field that needs attention.
  useEffect(() => {
    if (isSubmitting || submitCount === 0) return;
    const first = FIELD_ORDER.find((name) => errors[name]);
    if (first) document.getElementById(fieldId(uid, first))?.focus();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [submitCount, isSubmitting]);

  return (
    <ContactFormView
      id={id}
      uid={uid}
      noValidate
      bind={(name) => formik.getFieldProps(name)}
      bindCheckbox={(name) =>
        formik.getFieldProps({ name, type: "checkbox" }) as FieldInputProps<boolean>
      }
      errorOf={errorOf}
      timeTrap={timeTrap}
      sending={isSubmitting}
      onSubmit={(event) => {
        setLive(true);
        formik.handleSubmit(event);
      }}
    />
  );
}
