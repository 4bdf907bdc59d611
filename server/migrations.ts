// Schema migrations of the lead database, applied in order when it is opened.
import type Database from "better-sqlite3";

/** Ordered, append-only: a deployed database replays only the versions it has not seen. */
export const MIGRATIONS: string[] = [
  `CREATE TABLE leads (
     id INTEGER PRIMARY KEY AUTOINCREMENT,
     received_at TEXT NOT NULL,
     name TEXT NOT NULL,
     email TEXT NOT NULL,
     phone TEXT NOT NULL,
     message TEXT NOT NULL,
     consent INTEGER NOT NULL,
     status TEXT NOT NULL CHECK (status IN ('pending', 'sent', 'failed', 'spam')),
     attempts INTEGER NOT NULL DEFAULT 0,
     last_error TEXT,
     next_attempt_at TEXT,
     sent_at TEXT
   );
   CREATE INDEX leads_outbox ON leads (status, next_attempt_at);
   CREATE INDEX leads_received ON leads (received_at);`,
  // 2: a stable Message-ID per lead, and server settings (the time-trap secret).
  `ALTER TABLE leads ADD COLUMN mail_key TEXT;
   UPDATE leads SET mail_key = lower(hex(randomblob(16))) WHERE mail_key IS NULL;
   CREATE TABLE settings (key TEXT PRIMARY KEY, value TEXT NOT NULL);`,
  // 3: the page a lead was sent from; rows stored before it keep 'unknown'. health_probe is the one row
  // GET /healthz rewrites to prove the database still takes writes.
  `ALTER TABLE leads ADD COLUMN source_path TEXT NOT NULL DEFAULT 'unknown';
   ALTER TABLE leads ADD COLUMN service TEXT;
   CREATE TABLE health_probe (id INTEGER PRIMARY KEY CHECK (id = 1), checked_at TEXT NOT NULL);`,
  // 4: a valid request whose time-trap token was too young or too old is delivered, marked as
  // suspect: why, and how old the token was. NULL for every other lead, those before it included.
  `ALTER TABLE leads ADD COLUMN suspect_reason TEXT
     CHECK (suspect_reason IS NULL OR suspect_reason IN ('too-fast', 'expired'));
   ALTER TABLE leads ADD COLUMN form_age_ms INTEGER;`,
  // 5: only a filled honeypot holds a request back; every other doubt is delivered marked, so the
  // reasons grow. A post made by `npm run check:deploy` is stored as 'test'. The form's token and
  // a digest of the content are kept to recognise a token used twice and a double submission.
  // SQLite cannot change a CHECK constraint in place: the table is rebuilt, ids and their
  // AUTOINCREMENT counter kept.
  `CREATE TABLE leads_v5 (
     id INTEGER PRIMARY KEY AUTOINCREMENT,
     received_at TEXT NOT NULL,
     name TEXT NOT NULL,
     email TEXT NOT NULL,
     phone TEXT NOT NULL,
     message TEXT NOT NULL,
     consent INTEGER NOT NULL,
     status TEXT NOT NULL CHECK (status IN ('pending', 'sent', 'failed', 'spam', 'test')),
     attempts INTEGER NOT NULL DEFAULT 0,
     last_error TEXT,
     next_attempt_at TEXT,
     sent_at TEXT,
     mail_key TEXT,
     source_path TEXT NOT NULL DEFAULT 'unknown',
     service TEXT,
     suspect_reason TEXT CHECK (suspect_reason IS NULL OR suspect_reason IN
       ('too-fast', 'expired', 'no-token', 'forged-token', 'reused-token', 'repeated-token')),
     form_age_ms INTEGER,
     form_token TEXT,
     content_key TEXT
   );
   INSERT INTO leads_v5 (id, received_at, name, email, phone, message, consent, status, attempts,
       last_error, next_attempt_at, sent_at, mail_key, source_path, service, suspect_reason,
       form_age_ms)
     SELECT id, received_at, name, email, phone, message, consent, status, attempts, last_error,
       next_attempt_at, sent_at, mail_key, source_path, service, suspect_reason, form_age_ms
     FROM leads;
   DELETE FROM sqlite_sequence WHERE name = 'leads_v5';
   INSERT INTO sqlite_sequence (name, seq) SELECT 'leads_v5', seq FROM sqlite_sequence
     WHERE name = 'leads';
   DROP TABLE leads;
   ALTER TABLE leads_v5 RENAME TO leads;
   CREATE INDEX leads_outbox ON leads (status, next_attempt_at);
   CREATE INDEX leads_received ON leads (received_at);
   CREATE INDEX leads_token ON leads (form_token);
   CREATE INDEX leads_content ON leads (content_key, received_at);`,
  // 6: booked consultation slots and the mails each booking sends. One office, one meeting at a
  // time: two confirmed bookings never start at the same instant (the partial unique index is
  // the last guard; the booking transaction checks the buffers too). A booking's mails are rows
  // of their own, sent by the outbox like leads and composed when sent.
  `CREATE TABLE bookings (
     id INTEGER PRIMARY KEY AUTOINCREMENT,
     uid TEXT NOT NULL UNIQUE,
     created_at TEXT NOT NULL,
     type TEXT NOT NULL,
     mode TEXT NOT NULL,
     start_at TEXT NOT NULL,
     end_at TEXT NOT NULL,
     buffer_before_min INTEGER NOT NULL,
     buffer_after_min INTEGER NOT NULL,
     name TEXT NOT NULL,
     email TEXT NOT NULL,
     phone TEXT NOT NULL,
     note TEXT NOT NULL,
     status TEXT NOT NULL CHECK (status IN ('confirmed', 'cancelled')),
     cancelled_at TEXT,
     sequence INTEGER NOT NULL DEFAULT 0,
     source_path TEXT NOT NULL DEFAULT 'unknown'
   );
   CREATE UNIQUE INDEX bookings_one_at_a_time ON bookings (start_at) WHERE status = 'confirmed';
   CREATE INDEX bookings_time ON bookings (status, start_at);
   CREATE INDEX bookings_end ON bookings (end_at);
   CREATE TABLE booking_mails (
     id INTEGER PRIMARY KEY AUTOINCREMENT,
     booking_id INTEGER NOT NULL,
     kind TEXT NOT NULL,
     created_at TEXT NOT NULL,
     status TEXT NOT NULL CHECK (status IN ('pending', 'sent', 'failed', 'void')),
     attempts INTEGER NOT NULL DEFAULT 0,
     last_error TEXT,
     next_attempt_at TEXT,
     sent_at TEXT,
     mail_key TEXT NOT NULL
   );
   CREATE INDEX booking_mails_outbox ON booking_mails (status, next_attempt_at);
   CREATE INDEX booking_mails_booking ON booking_mails (booking_id);`,
  // 7: the time a moved meeting had before the move, on the two mails about that move, so the
  // office (and the visitor) read where it was as well as where it is now.
  `ALTER TABLE booking_mails ADD COLUMN previous_start_at TEXT;`,
  // 8: nothing is booked before the visitor proves the address. A request for a slot waits here,
  // holding nothing, until the link mailed to it is confirmed (or, when the office approves each
  // booking, until the office does); it is deleted when it expires. Its one mail at a time (the
  // confirmation link, the office's approval, a refusal) is sent by the outbox from these columns.
  // The nonces sign its links (server/booking/links.ts) and change when the mail is sent again.
  // A booking counts its moves and keeps why its form looked automated; addresses the office
  // reported are kept as keyed hashes, never in clear.
  `CREATE TABLE booking_requests (
     id INTEGER PRIMARY KEY AUTOINCREMENT,
     created_at TEXT NOT NULL,
     expires_at TEXT NOT NULL,
     status TEXT NOT NULL CHECK (status IN ('unconfirmed', 'awaiting-office', 'declined')),
     type TEXT NOT NULL,
     mode TEXT NOT NULL,
     start_at TEXT NOT NULL,
     end_at TEXT NOT NULL,
     name TEXT NOT NULL,
     email TEXT NOT NULL,
     phone TEXT NOT NULL,
     note TEXT NOT NULL,
     source_path TEXT NOT NULL,
     suspect_reason TEXT,
     suspect_age_ms INTEGER,
     confirm_nonce TEXT NOT NULL,
     page_nonce TEXT NOT NULL,
     mail_kind TEXT NOT NULL,
     mail_status TEXT NOT NULL CHECK (mail_status IN ('pending', 'sent', 'failed', 'void')),
     mail_attempts INTEGER NOT NULL DEFAULT 0,
     mail_last_error TEXT,
     mail_next_attempt_at TEXT,
     mail_sent_at TEXT,
     mail_key TEXT NOT NULL
   );
   CREATE INDEX booking_requests_outbox ON booking_requests (mail_status, mail_next_attempt_at);
   CREATE INDEX booking_requests_expiry ON booking_requests (expires_at);
   ALTER TABLE bookings ADD COLUMN moves INTEGER NOT NULL DEFAULT 0;
   ALTER TABLE bookings ADD COLUMN suspect_reason TEXT;
   ALTER TABLE bookings ADD COLUMN suspect_age_ms INTEGER;
   CREATE TABLE booking_blocked (
     address_key TEXT PRIMARY KEY,
     blocked_at TEXT NOT NULL
   );`,
  // 9: real visits' Web Vitals, as counts only (server/vitals.ts): how many views of a day (UTC),
  // a route, a device class and a metric fell in each bucket of the metric's histogram (the
  // bucket's upper bound, contract/vitals.ts BUCKETS). Never a single view. Rows are bounded by
  // routes × device classes × buckets per day, and days older than VITALS_RETENTION_DAYS go.
  `CREATE TABLE vitals_daily (
     day TEXT NOT NULL,
     route TEXT NOT NULL,
     device TEXT NOT NULL CHECK (device IN ('mobile', 'tablet', 'desktop')),
     metric TEXT NOT NULL CHECK (metric IN ('LCP', 'INP', 'CLS', 'FCP', 'TTFB')),
     bucket REAL NOT NULL,
     views INTEGER NOT NULL CHECK (views > 0),
     PRIMARY KEY (day, route, device, metric, bucket)
   ) WITHOUT ROWID;`,
  // 10: what a request or a booking is about: the service's slug, the path of the page the visitor
  // came from and, only when the visitor chose to send them, the calculation's inputs as compact
  // JSON (contract/forms/bookingContext.ts; the results are computed again whenever they are
  // shown). Personal data like the rest of the row: deleted with it (server/booking/purge.ts).
  `ALTER TABLE booking_requests ADD COLUMN service TEXT;
   ALTER TABLE booking_requests ADD COLUMN source_page TEXT;
   ALTER TABLE booking_requests ADD COLUMN figures TEXT;
   ALTER TABLE bookings ADD COLUMN service TEXT;
   ALTER TABLE bookings ADD COLUMN source_page TEXT;
   ALTER TABLE bookings ADD COLUMN figures TEXT;`,
];

export function migrate(db: Database.Database) {
  db.exec(
    `CREATE TABLE IF NOT EXISTS schema_migrations (version INTEGER PRIMARY KEY, applied_at TEXT NOT NULL)`,
  );
  const row = db.prepare(`SELECT MAX(version) AS v FROM schema_migrations`).get() as {
    v: number | null;
  };
  const record = db.prepare(`INSERT INTO schema_migrations (version, applied_at) VALUES (?, ?)`);
  MIGRATIONS.forEach((sql, index) => {
    const version = index + 1;
    if (version <= (row.v ?? 0)) return;
    db.transaction(() => {
      db.exec(sql);
      record.run(version, new Date().toISOString());
    })();
  });
}
