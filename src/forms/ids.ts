// The ids a field's parts share: its control's, and its error's and hint's, named after it, so a
// control is described by them (aria-describedby) and a label points at it (htmlFor).

/** Element id of a field, from its form's `useId` prefix and the field's name. */
export const fieldId = (uid: string, name: string) => `${uid}-${name}`;
/** Id of the message under a field that says what is wrong with it. */
export const errorId = (id: string) => `${id}-error`;
/** Id of the line under a field that says what to write (or not). */
export const hintId = (id: string) => `${id}-hint`;

/**
 * What a control's error and hint add to it: invalid while it has an error, and described by the
 * error first, then the hint, so a screen reader reads out what is wrong before the advice.
 */
export function describedBy(id: string, error?: string, hint?: string) {
  const described = [error ? errorId(id) : "", hint ? hintId(id) : ""].filter(Boolean);
  return {
    "aria-invalid": error ? true : undefined,
    "aria-describedby": described.length > 0 ? described.join(" ") : undefined,
  } as const;
}
