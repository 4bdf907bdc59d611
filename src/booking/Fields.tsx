// The fields both booking forms are made of: the request form the page renders (plain HTML that
// posts without JavaScript, uncontrolled) and the booking form its script loads (controlled). They
// look like the contact form's fields and carry the same labels and consent copy.
import React from "react";
import contact from "../../data/contact.json";
import { type MeetingMode } from "../../contract/booking/api";
import type { MeetingType } from "../../contract/booking/dataShape";
import { MEETING_TYPES, modeLabel } from "./meeting";
import * as forms from "../contact/ContactForm.module.css";
import * as styles from "./Booking.module.css";
import { HONEYPOT_FIELD } from "../../contract/forms/antiBot";
import { bookingForm } from "../../contract/forms/booking";

/** Element id of a field, from its form's `useId` prefix. */
export const fieldId = (uid: string, name: string) => `${uid}-${name}`;
export const errorId = (id: string) => `${id}-error`;
export const hintId = (id: string) => `${id}-hint`;

/** The props a field's error and hint give its control: invalid, and described by the error
 * message first, then the hint. */
function errorProps(id: string, error: string | undefined, hint?: string) {
  const described = [error ? errorId(id) : "", hint ? hintId(id) : ""].filter(Boolean);
  return {
    "aria-invalid": error ? true : undefined,
    "aria-describedby": described.length > 0 ? described.join(" ") : undefined,
  };
}

function FieldError({ id, error }: { id: string; error?: string }) {
  return error ? (
    <p id={errorId(id)} className={forms.error}>
      {error}
    </p>
  ) : null;
}

type InputProps = Omit<React.InputHTMLAttributes<HTMLInputElement>, "id" | "className">;
type AreaProps = Omit<React.TextareaHTMLAttributes<HTMLTextAreaElement>, "id" | "className">;

interface TextFieldProps {
  id: string;
  label: string;
  error?: string;
  /** A short line under the field that says what to write (or not), read with the control. */
  hint?: string;
  wide?: boolean;
  /** The control's own attributes: name, type, value or defaultValue, handlers, hints. */
  input?: InputProps;
  /** A textarea instead of an input. */
  area?: AreaProps;
}

/** One labelled field; its error sits right under it and is announced with it. */
export function TextField({ id, label, error, hint, wide = false, input, area }: TextFieldProps) {
  const className = `${forms.control} ${error ? forms.invalid : ""}`;
  return (
    <div className={`${forms.field} ${wide ? forms.wide : ""}`}>
      <label className={forms.label} htmlFor={id}>
        {label}
      </label>
      {area ? (
        <textarea
          {...area}
          {...errorProps(id, error, hint)}
          id={id}
          className={className}
          rows={3}
        />
      ) : (
        <input {...input} {...errorProps(id, error, hint)} id={id} className={className} />
      )}
      {hint && (
        <p id={hintId(id)} className={styles.note}>
          {hint}
        </p>
      )}
      <FieldError id={id} error={error} />
    </div>
  );
}

/** The input hints of the visitor's details, as the contact form gives them. */
export const DETAIL_INPUTS = {
  name: { name: bookingForm.fields.name, type: "text", autoComplete: "name", required: true },
  email: {
    name: bookingForm.fields.email,
    type: "email",
    inputMode: "email",
    autoComplete: "email",
    required: true,
  },
  phone: {
    name: bookingForm.fields.phone,
    type: "tel",
    inputMode: "numeric",
    pattern: "[0-9]+",
    autoComplete: "tel",
    required: true,
  },
} as const satisfies Record<string, InputProps>;

/** The details asked by name; each control's name on the wire is bookingForm.fields[key]. */
export type DetailKey = "name" | "email" | "phone" | "note";

/** What the booking form gives a detail's control to hold it: its value and its change. */
export interface DetailBinding {
  value: string;
  onChange: (event: React.ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => void;
}

const DETAIL_LABELS = {
  name: contact.fields.txtName.label,
  email: contact.fields.txtEmail.label,
  phone: contact.fields.txtPhone.label,
};

/**
 * The visitor's details, labelled as the contact form labels them: name, e-mail and phone, then
 * the optional note. The request form renders them plain; the booking form binds each control
 * (`bind`) and shows its error, keyed by the field's name on the wire.
 */
export function DetailFields({
  uid,
  copy,
  errors = {},
  bind,
}: {
  uid: string;
  copy: { noteLabel: string; noteHint: string; notePlaceholder: string };
  errors?: Readonly<Record<string, string>>;
  bind?: (key: DetailKey) => DetailBinding;
}) {
  return (
    <>
      {(["name", "email", "phone"] as const).map((key) => (
        <TextField
          key={key}
          id={fieldId(uid, bookingForm.fields[key])}
          label={DETAIL_LABELS[key]}
          error={errors[bookingForm.fields[key]]}
          input={{ ...DETAIL_INPUTS[key], ...bind?.(key) }}
        />
      ))}
      <TextField
        id={fieldId(uid, bookingForm.fields.note)}
        label={copy.noteLabel}
        hint={copy.noteHint}
        error={errors[bookingForm.fields.note]}
        wide
        area={{
          name: bookingForm.fields.note,
          placeholder: copy.notePlaceholder,
          ...bind?.("note"),
        }}
      />
    </>
  );
}

/** The privacy consent, worded as the contact form's; its policy opens in a new tab. */
export function ConsentCheckbox({
  id,
  error,
  input,
}: {
  id: string;
  error?: string;
  input?: InputProps;
}) {
  const { privacy } = contact;
  return (
    <div className={`${forms.field} ${forms.wide}`}>
      <div className={forms.consent}>
        <input
          {...input}
          {...errorProps(id, error)}
          id={id}
          type="checkbox"
          name={bookingForm.fields.consent}
          value="1"
          required
          className={forms.checkbox}
        />
        <label htmlFor={id} className={forms.consentLabel}>
          {privacy.before}
          <a href={privacy.link} target="_blank" rel="noopener">
            {privacy.linkText}
            <span className={forms.visuallyHidden}> {privacy.newTabHint}</span>
          </a>
        </label>
      </div>
      <FieldError id={id} error={error} />
    </div>
  );
}

/** Bot trap: off-screen, out of the tab order and hidden from assistive technology. */
export function Honeypot({ id, input }: { id: string; input?: InputProps }) {
  return (
    <div className={forms.trap} aria-hidden="true">
      <label htmlFor={id}>{contact.honeypotLabel}</label>
      <input
        {...input}
        id={id}
        name={HONEYPOT_FIELD}
        type="text"
        tabIndex={-1}
        autoComplete="off"
      />
    </div>
  );
}

interface ChoiceProps {
  uid: string;
  legend: string;
  /** Controlled: the choice and its change. Without them the first option starts checked. */
  value?: string;
  onChange?: (value: string) => void;
  error?: string;
}

/** Radio options as large cards (the whole card is the target), in a fieldset with its legend. */
function Choice({
  uid,
  legend,
  name,
  options,
  value,
  onChange,
  error,
}: ChoiceProps & { name: string; options: { id: string; label: string }[] }) {
  const groupId = fieldId(uid, name);
  return (
    // A group takes no aria-invalid; its message is its description.
    <fieldset className={styles.fieldset} aria-describedby={error ? errorId(groupId) : undefined}>
      <legend className={styles.legend}>{legend}</legend>
      <div className={styles.options}>
        {options.map((option, index) => (
          <label key={option.id} className={styles.option}>
            <input
              className={styles.optionInput}
              type="radio"
              name={name}
              value={option.id}
              required
              {...(onChange
                ? { checked: value === option.id, onChange: () => onChange(option.id) }
                : { defaultChecked: index === 0 })}
            />
            <span className={styles.optionFace}>{option.label}</span>
          </label>
        ))}
      </div>
      <FieldError id={groupId} error={error} />
    </fieldset>
  );
}

/** How the meeting takes place: the modes the meeting type offers, labelled by data/booking.json. */
export function ModeField(props: ChoiceProps & { modes: readonly MeetingMode[] }) {
  const options = props.modes.map((mode) => ({ id: mode, label: modeLabel(mode) }));
  return <Choice {...props} name={bookingForm.fields.mode} options={options} />;
}

/** The meeting type: a hidden field while there is one, a choice when the office offers more. */
export function MeetingField(props: ChoiceProps) {
  if (MEETING_TYPES.length === 1) {
    return <input type="hidden" name={bookingForm.fields.type} value={MEETING_TYPES[0].id} />;
  }
  const options = MEETING_TYPES.map((type: MeetingType) => ({ id: type.id, label: type.title }));
  return <Choice {...props} name={bookingForm.fields.type} options={options} />;
}
