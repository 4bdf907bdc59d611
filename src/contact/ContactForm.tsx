import React, { useEffect, useId, useRef, useState } from "react";
import type { FieldInputProps } from "formik";
import { afterNextPaint } from "../afterPaint";
import { useOnDemand } from "../hooks/useOnDemand";
import { onDemand } from "../onDemand";
import { loadToasts } from "../toasts/notify";
import { ContactFormView, INITIAL_VALUES } from "./ContactFormView";
import type { ContactFormValues } from "./submit";
import type { Handoff } from "./LiveContactForm";
import { useTimeTrap } from "./TimeTrapField";
import { useContactPrefill } from "./prefill";
import { HONEYPOT_FIELD } from "../../contract/forms/antiBot";

export interface ContactFormProps {
  /** Anchor for links such as `/servicii/leasing#contact-form`. */
  id?: string;
}

/** Where focus and caret are, when they are inside the form. */
function focusIn(form: HTMLFormElement | null): Handoff["focus"] {
  const active = document.activeElement;
  if (!form || !(active instanceof HTMLElement) || !form.contains(active) || !active.id)
    return null;
  const caret = active instanceof HTMLInputElement || active instanceof HTMLTextAreaElement;
  return {
    id: active.id,
    start: caret ? active.selectionStart : null,
    end: caret ? active.selectionEnd : null,
  };
}

/** The fields' values as the page shows them, or null when nothing was typed. */
function valuesIn(form: HTMLFormElement): ContactFormValues | null {
  const text = (name: keyof ContactFormValues) => {
    const field = form.elements.namedItem(name);
    return field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement
      ? field.value
      : "";
  };
  const consent = form.elements.namedItem("chkConfidentialitate");
  const values: ContactFormValues = {
    txtName: text("txtName"),
    txtEmail: text("txtEmail"),
    txtPhone: text("txtPhone"),
    txtMessage: text("txtMessage"),
    chkConfidentialitate: consent instanceof HTMLInputElement && consent.checked,
    [HONEYPOT_FIELD]: text(HONEYPOT_FIELD),
  };
  const touched = (Object.keys(values) as (keyof ContactFormValues)[]).some(
    (key) => values[key] !== INITIAL_VALUES[key],
  );
  return touched ? values : null;
}

/**
 * The contact form (messages, outcomes: docs/behaviour.md). The page renders it without its validation library: Formik,
 * yup and the toasts load on the first focus or touch of the form (or a submit), and the validating
 * form takes over with what was typed, the focus and the caret. Without JavaScript it posts as a
 * plain form.
 */
export function ContactForm({ id }: ContactFormProps) {
  const uid = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const [hydrated, setHydrated] = useState(false);
  const timeTrap = useTimeTrap();
  const [values, setValues] = useState<ContactFormValues>(INITIAL_VALUES);
  const [wanted, setWanted] = useState(false);
  const Live = useOnDemand(onDemand.contactForm, wanted);
  const handoff = useRef<Handoff | null>(null);
  const loading = useRef(false);
  const submitRequested = useRef(false);

  useEffect(() => {
    // What the visitor typed before the page was hydrated is in the fields, not in our state.
    const typed = formRef.current ? valuesIn(formRef.current) : null;
    if (typed) setValues(typed);
    setHydrated(true);
  }, []);

  // "Trimite simularea" (src/simulator) puts its summary into the message; validation loads with it.
  useContactPrefill((update) => {
    setValues((current) => ({ ...current, txtMessage: update(current.txtMessage) }));
    enhance();
  });

  const enhance = () => {
    if (loading.current) return;
    loading.current = true;
    // The form looks and works the same until its code arrives: fetching it and the render that
    // waits for it come after the paint that answers the tap or focus.
    afterNextPaint(() => {
      void loadToasts();
      void onDemand.contactForm();
      setWanted(true);
    });
  };

  if (Live) {
    // Taken in the render that swaps the forms, so no keystroke falls between the two.
    handoff.current ??= {
      values,
      token: timeTrap.read(),
      focus: focusIn(formRef.current),
      submit: submitRequested.current,
    };
    return <Live id={id} uid={uid} handoff={handoff.current} />;
  }

  const bind = (name: keyof ContactFormValues) =>
    ({
      name,
      value: values[name],
      onChange: (event: React.ChangeEvent<HTMLInputElement>) => {
        const { value } = event.target;
        setValues((current) => ({ ...current, [name]: value }));
      },
      onBlur: () => undefined,
    }) as FieldInputProps<string>;

  return (
    <ContactFormView
      formRef={formRef}
      id={id}
      uid={uid}
      noValidate={hydrated}
      bind={bind}
      bindCheckbox={(name) => ({
        name,
        value: values[name],
        checked: values[name],
        onChange: (event: React.ChangeEvent<HTMLInputElement>) => {
          const { checked } = event.target;
          setValues((current) => ({ ...current, [name]: checked }));
        },
        onBlur: () => undefined,
      })}
      errorOf={() => undefined}
      timeTrap={timeTrap}
      sending={false}
      onSubmit={(event) => {
        // Hydrated: validate first, with the rules that are loading now.
        event.preventDefault();
        submitRequested.current = true;
        enhance();
      }}
      onInteraction={enhance}
    />
  );
}
