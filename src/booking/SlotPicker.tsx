import React, { useEffect, useMemo, useState } from "react";
import { fillTemplate } from "../../domain/format";
import { FieldError } from "../forms/FieldError";
import { errorId } from "../forms/ids";
import { groupByDay, otherZone, slotLabels } from "./time";
import type { SlotsState } from "./useSlots";
import type { PickerCopy } from "./copy";
import * as styles from "./Booking.module.css";
import { type SlotView } from "../../contract/forms/bookingAnswers";
import { bookingForm } from "../../contract/forms/booking";

export interface SlotPickerProps {
  /** The form's `useId` prefix: the day group's name and the ids inside. */
  uid: string;
  copy: PickerCopy;
  /** The free slots, in time order. */
  slots: readonly SlotView[];
  /** The office's zone, in which the server gave the slots' dates and times. */
  timeZone: string;
  /** The visitor's zone; null or the office's own when there is nothing to add. */
  visitorZone: string | null;
  /** The chosen slot's id. */
  value: string | null;
  onChange: (slotId: string) => void;
  error?: string;
  /** The day shown, when the form keeps it (null: the first offered); without `onDay` the picker
   * keeps it itself, showing the chosen slot's day. */
  day?: string | null;
  onDay?: (date: string) => void;
}

/** "joi, 3 decembrie" → ["joi", "3 decembrie"], the two lines of a day's card. */
function dayLines(spoken: string): [string, string] {
  const comma = spoken.indexOf(", ");
  return comma < 0 ? [spoken, ""] : [spoken.slice(0, comma), spoken.slice(comma + 2)];
}

/**
 * The free slots, grouped by the office's day: the days as one radio group, the chosen day's times
 * as another (the slot's group, named as the form posts it). Both are native radios, so Tab enters
 * a group at its checked option and the arrow keys move within it, as in any form. Every time is
 * named as a person says it, on the office's clock ("joi, 3 decembrie, 10:30"), and described by
 * the visitor's own time when their zone is another. The choice is announced politely.
 */
export function SlotPicker({
  uid,
  copy,
  slots,
  timeZone,
  visitorZone,
  value,
  onChange,
  error,
  day: givenDay,
  onDay,
}: SlotPickerProps) {
  const days = useMemo(() => groupByDay(slots, timeZone), [slots, timeZone]);
  const chosen = value ? (slots.find((slot) => slot.id === value) ?? null) : null;
  const [ownDay, setOwnDay] = useState(chosen?.date ?? days[0]?.date ?? "");
  // A slot chosen from elsewhere (one of the nearest after a slot was taken) shows its day.
  const chosenDay = chosen?.date;
  useEffect(() => {
    if (chosenDay) setOwnDay(chosenDay);
  }, [chosenDay]);
  const day = onDay ? givenDay : ownDay;
  const setDay = onDay ?? setOwnDay;
  const shown = days.find((d) => d.date === day) ?? days[0];
  const zone = otherZone(timeZone, visitorZone);
  const timesId = `${uid}-times`;
  const labelsOf = (slot: SlotView) => slotLabels(slot.start, timeZone, visitorZone, copy);

  let announcement = "";
  if (chosen) {
    const labels = labelsOf(chosen);
    announcement = labels.local
      ? fillTemplate(copy.chosenLocal, { slot: labels.name, local: labels.local })
      : fillTemplate(copy.chosen, { slot: labels.name });
  }

  if (!shown) return null;
  return (
    <div className={styles.picker}>
      <fieldset className={styles.fieldset}>
        <legend className={styles.legend}>{copy.dayLegend}</legend>
        <div className={styles.days}>
          {days.map((d) => {
            const [weekday, date] = dayLines(d.spoken);
            return (
              <label key={d.date} className={styles.option}>
                <input
                  className={styles.optionInput}
                  type="radio"
                  name={`${uid}-day`}
                  value={d.date}
                  checked={d.date === shown.date}
                  onChange={() => setDay(d.date)}
                  aria-label={d.spoken}
                />
                {/* The card repeats the name in two lines; the radio's name says it once. */}
                <span className={styles.optionFace} aria-hidden="true">
                  <span>{weekday}</span>
                  <span className={styles.small}>{date}</span>
                </span>
              </label>
            );
          })}
        </div>
      </fieldset>
      {zone && <p className={styles.note}>{fillTemplate(copy.zoneNote, { zone })}</p>}
      <fieldset
        id={timesId}
        className={styles.fieldset}
        aria-describedby={error ? errorId(timesId) : undefined}
      >
        <legend className={styles.legend}>
          {fillTemplate(copy.timeLegend, { day: shown.spoken })}
        </legend>
        <div className={styles.times}>
          {shown.slots.map((slot, index) => {
            const labels = labelsOf(slot);
            const localId = `${timesId}-${index}-local`;
            return (
              <label key={slot.id} className={styles.option}>
                <input
                  className={styles.optionInput}
                  type="radio"
                  name={bookingForm.fields.slot}
                  value={slot.id}
                  checked={slot.id === value}
                  onChange={() => onChange(slot.id)}
                  aria-label={labels.name}
                  aria-describedby={labels.local ? localId : undefined}
                  aria-invalid={error ? true : undefined}
                />
                <span className={styles.optionFace} aria-hidden="true">
                  <span>{labels.office}</span>
                  {labels.local && (
                    <span id={localId} className={styles.small}>
                      {labels.local}
                    </span>
                  )}
                </span>
              </label>
            );
          })}
        </div>
        <FieldError id={timesId} error={error} />
      </fieldset>
      <p className={styles.note} aria-live="polite">
        {announcement}
      </p>
    </div>
  );
}

interface SlotsProps {
  uid: string;
  copy: PickerCopy;
  state: SlotsState;
  onRetry: () => void;
  visitorZone: string | null;
  value: string | null;
  onChange: (slotId: string) => void;
  error?: string;
  day?: string | null;
  onDay?: (date: string) => void;
}

/** The picker once the slots are there; until then what is happening, and a retry on failure. */
export function Slots({
  uid,
  copy,
  state,
  onRetry,
  visitorZone,
  value,
  onChange,
  error,
  day,
  onDay,
}: SlotsProps) {
  if (state.status === "loading") {
    return (
      <p className={styles.status} role="status">
        {copy.loading}
      </p>
    );
  }
  if (state.status === "failed") {
    return (
      <div className={styles.alert} role="alert">
        <p>{state.message || copy.loadFailed}</p>
        <div className={styles.actions}>
          <button type="button" className={styles.secondary} onClick={onRetry}>
            {copy.retry}
          </button>
        </div>
      </div>
    );
  }
  if (state.slots.length === 0) {
    return (
      <p className={styles.status} role="status">
        {copy.noSlots}
      </p>
    );
  }
  return (
    <SlotPicker
      uid={uid}
      copy={copy}
      slots={state.slots}
      timeZone={state.timeZone}
      visitorZone={visitorZone}
      value={value}
      onChange={onChange}
      error={error}
      day={day}
      onDay={onDay}
    />
  );
}
