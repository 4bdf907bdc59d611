// The chunks the booking form itself fetches as the visitor starts on it (see src/onDemand.ts,
// which lists them with every other chunk). They live apart from that list because the booking
// form is one of its chunks too: the form imports these loaders, and the list imports the form.
export const bookingFormChunks = {
  /** What the booking form gives way to once the request is sent ("Verifică-ți e-mailul"): fetched
   * with the details' rules, at the first sign of use of the form, shown after the server's answer. */
  bookingPending: () =>
    import(/* webpackChunkName: "booking-pending" */ "./PendingRequest").then(
      (module) => module.PendingRequest,
    ),
  /** The booking form's rules for the visitor's details (yup, as the server's): at the first focus
   * on those fields or the first submit, so the picker's chunk stays small. */
  bookingRules: () =>
    import(/* webpackChunkName: "booking-rules" */ "./validate").then(
      (module) => module.validateDetails,
    ),
  /** The site's own arithmetic for the figures a page handed over (a simulation's inputs), with
   * their labels: only when there are figures to show, never with the booking page's first load. */
  bookingFigures: () =>
    import(/* webpackChunkName: "booking-figures" */ "../../contract/forms/bookingFigures").then(
      (module) => module.figureLines,
    ),
};
