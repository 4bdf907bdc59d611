// The booking pages' copy as their queries give it (src/gatsby-types.d.ts): the booking page's
// part of data/page-programare.json and the manage page's of data/page-gestionare.json.

export type BookingCopy = Queries.BookingSectionFragment;
/** The slot picker's words, which the manage page's choice of another time uses too. */
export type PickerCopy = Queries.BookingPickerFragment;
export type FormCopy = Queries.BookingFormCopyFragment;
export type ManageCopy = Queries.BookingManageFragment;
