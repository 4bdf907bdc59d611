// The paths the browser calls and the server answers: every front (the Node server, `gatsby
// develop`'s forwarding, nginx and Caddy in deploy/) routes exactly these.

/** The contact form: GET hands out the form's token, POST takes a request. */
export const CONTACT_ENDPOINT = "/sendmail.php";
/** The error reports of the pages' error boundaries. */
export const CLIENT_ERRORS_PATH = "/client-errors";
/** The monitor's health check. */
export const HEALTH_PATH = "/healthz";
