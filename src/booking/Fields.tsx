// The fields of the booking forms beyond the shared field set (src/forms): the visitor's details
// and the choices of meeting type and mode, for the request form the page renders (plain HTML that
// posts without JavaScript, uncontrolled) and the booking form its script loads (controlled). The
// details carry the contact form's labels.
import React from "react";
import contact from "../../data/contact.json";
import { type MeetingMode } from "../../contract/booking/api";
import type { MeetingType } from "../../contract/booking/dataShape";
import { FieldError } from "../forms/FieldError";
import { errorId, fieldId } from "../forms/ids";
import { TextAreaField, TextField, type InputProps } from "../forms/TextField";
import { MEETING_TYPES, modeLabel } from "./meeting";
import * as styles from "./Booking.module.css";
import * as forms from "../forms/Fields.module.css";
import { bookingForm } from "../../contract/forms/booking";

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
          {...DETAIL_INPUTS[key]}
          {...bind?.(key)}
        />
      ))}
      <TextAreaField
        id={fieldId(uid, bookingForm.fields.note)}
        label={copy.noteLabel}
        hint={copy.noteHint}
        error={errors[bookingForm.fields.note]}
        wide
        name={bookingForm.fields.note}
        placeholder={copy.notePlaceholder}
        rows={3}
        {...bind?.("note")}
      />
    </>
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

/**
 * The service the meeting is about, optional: "—" or one of the site's services, each named by
 * its page's title. Plain in the request form (a ref lets the page preselect it once it runs),
 * controlled in the booking form.
 */
export function ServiceField({
  uid,
  label,
  none,
  services,
  value,
  onChange,
  error,
  selectRef,
}: {
  uid: string;
  label: string;
  none: string;
  services: readonly { slug: string; title: string }[];
  value?: string;
  onChange?: (slug: string) => void;
  error?: string;
  selectRef?: React.Ref<HTMLSelectElement>;
}) {
  const id = fieldId(uid, bookingForm.fields.service);
  return (
    <div className={forms.field}>
      <label className={forms.label} htmlFor={id}>
        {label}
      </label>
      <select
        ref={selectRef}
        id={id}
        name={bookingForm.fields.service}
        className={forms.control}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId(id) : undefined}
        {...(onChange
          ? { value: value ?? "", onChange: (event) => onChange(event.target.value) }
          : { defaultValue: "" })}
      >
        <option value="">{none}</option>
        {services.map((service) => (
          <option key={service.slug} value={service.slug}>
            {service.title}
          </option>
        ))}
      </select>
      <FieldError id={id} error={error} />
    </div>
  );
}
