// The placeholder fixtures: today's data/site.json, the keys the owner must replace, and a copy of
// data/ with real-looking values.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { DATA_DIR } from "../../gatsby/placeholders";

export const site = JSON.parse(fs.readFileSync(path.join(DATA_DIR, "site.json"), "utf8"));

/**
 * Every key the owner must replace: the invented company name (and the logo's label that repeats
 * it), the stand-in video, identity, contacts, domain, links, credit.
 */
export const MUST_BE_MARKED = [
  "companyName",
  "logoAlt",
  "videoId",
  "email",
  "phone",
  "phoneHref",
  "whatsapp",
  "siteUrl",
  "strategySite.url",
  "builder.label",
  "builder.url",
  "socials.0.url",
  "socials.1.url",
  "socials.2.url",
  "socials.3.url",
  "identity.legalName",
  "identity.cui",
  "identity.tradeRegister",
  "identity.registeredOffice",
  "identity.intermediary.register",
  "identity.intermediary.registrationNumber",
  "identity.intermediary.capacity",
  "identity.intermediary.lenders",
  "identity.intermediary.remuneration",
  "identity.processors.hosting",
  "identity.processors.mail",
  "identity.processors.calendar",
  "identity.processors.backup",
  "identity.processors.video",
];

/** Empties every `placeholders` list below `value`, as the owner does once each marked value is
 * confirmed (site.json keeps the list, empty, because its schema requires it). */
function confirmed(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(confirmed);
  if (!value || typeof value !== "object") return value;
  return Object.fromEntries(
    Object.entries(value).map(([key, child]) => [
      key,
      key === "placeholders" ? [] : confirmed(child),
    ]),
  );
}

/** A copy of data/ where site.json carries real-looking values, and every other marked value is
 * taken as confirmed by the owner (its mark removed). */
export function liveCopy(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "live-data-"));
  for (const file of fs.readdirSync(DATA_DIR).filter((f) => f.endsWith(".json"))) {
    const data: unknown = JSON.parse(fs.readFileSync(path.join(DATA_DIR, file), "utf8"));
    fs.writeFileSync(path.join(dir, file), JSON.stringify(confirmed(data), null, 2));
  }
  const real = {
    ...site,
    companyName: "Studio Finanțe Unirii",
    logoAlt: "Studio Finanțe Unirii – pagina principală",
    videoId: "M7lc1UVf-VE",
    email: "office@axia-consult-finance.ro",
    phone: "+40 21 300 1234",
    phoneHref: "tel:+40213001234",
    whatsapp: "40213001234",
    siteUrl: "https://www.axia-consult-finance.ro",
    strategySite: { ...site.strategySite, url: "https://strategie.axia-consult-finance.ro" },
    builder: { label: "Studio Web Local", url: "https://www.studio-web-local.ro" },
    socials: site.socials.map((s: { network: string }) => ({
      ...s,
      url: `https://www.${s.network}.com/axiaconsultfinance`,
    })),
    identity: {
      ...site.identity,
      legalName: "AXIA CONSULT FINANCE S.R.L.",
      cui: "RO 45123456",
      tradeRegister: "J40/1234/2023",
      registeredOffice: "Bd. Unirii nr. 10, Sector 3, București",
      intermediary: {
        ...site.identity.intermediary,
        register: "Registrul intermediarilor de credit al ANPC",
        registrationNumber: "RIC-2023-0457",
        capacity:
          "Intermediar de credit care lucrează cu mai mulți finanțatori, fără exclusivitate",
        lenders: "Banca Exemplară, IFN Credit Rapid",
        remuneration: "Comision plătit de finanțator; clientul nu ne plătește niciun onorariu",
      },
      processors: {
        ...site.identity.processors,
        hosting: "Găzduire Locală S.R.L. (București)",
        mail: "Poștă Sigură S.R.L. (București)",
        calendar: "Calendar Birou S.R.L. (Cluj-Napoca)",
        backup: "Arhivă Sigură S.R.L. (Iași)",
        video: "Video Conferință S.R.L. (Timișoara)",
      },
    },
  };
  real.placeholders = [];
  fs.writeFileSync(path.join(dir, "site.json"), JSON.stringify(real, null, 2));
  // The online meetings' room, on the office's own video service.
  const booking = JSON.parse(fs.readFileSync(path.join(dir, "booking.json"), "utf8"));
  booking.meetingRoom = "https://meet.axia-consult-finance.ro/consultanta";
  fs.writeFileSync(path.join(dir, "booking.json"), JSON.stringify(booking, null, 2));
  return dir;
}

export function readKey(data: Record<string, unknown>, key: string): unknown {
  return key
    .split(".")
    .reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], data);
}
