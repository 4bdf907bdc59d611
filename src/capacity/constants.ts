// Settings of the borrowing-capacity check, apart from its code so that the section, which every
// visitor of the page loads, reads them without pulling the check in.

/** The section's anchor on a service page: the home page's teaser links to it. */
export const CAPACITY_ANCHOR = "cat-pot-imprumuta";
