// Data files that code imports directly instead of through GraphQL: the contact form's copy is
// shared by the browser form and the Node server, which has no GraphQL layer; the search overlay's
// copy is a few lines that every page carries anyway; the booking calendar (office hours, closures,
// meeting types) is read by the server, which offers and books the slots, and by the booking page;
// the Web Vitals' sample rate by the pages' first script and by the server's health check.
export const DIRECTLY_IMPORTED = [
  "contact.json",
  "search.json",
  "booking.json",
  "booking-mail.json",
  "booking-server.json",
  "vitals.json",
];
