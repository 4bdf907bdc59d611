// The preview of a page's entry as the site shows it: the page's own sections, drawn by the site's
// components in the template's order with the site's tokens, fonts and CSS, from the values being
// edited. Images come from the editor and sit in their section's frame, cropped as on the page.
// Above them, how search engines will title and describe the page. Sections that need the site's
// data layer or load parts on demand (the hero's video, the counters, the carousel, the contact
// lines, the form) are left out or drawn plainly; the FAQ shows every answer open, since the
// preview is where answers are edited. The booking pages, whose times come from the server, are
// drawn as their words: the meeting offered, then what the visitor reads at each step.
import React from "react";
import shared from "../../../data/ro-service-shared.json";
import { Accordion } from "../../../src/components/ui/Accordion";
import { Section } from "../../../src/components/ui/Section";
import { SectionHeading } from "../../../src/components/ui/SectionHeading";
import type { ImageFile } from "../../../src/components/ui/Img";
import { CompanyInfoSection } from "../../../src/components/sections/ro/CompanyInfoSection";
import { CreditWarning } from "../../../src/components/sections/ro/CreditWarning";
import { EuPrograms } from "../../../src/components/sections/ro/EuPrograms";
import { IconListSection } from "../../../src/components/sections/ro/IconListSection";
import { ServiceCardGrid } from "../../../src/components/sections/ro/ServiceCardGrid";
import { ServiceIntro } from "../../../src/components/sections/ro/ServiceIntro";
import { ServiceWhy } from "../../../src/components/sections/ro/ServiceWhy";
import { StepsSection } from "../../../src/components/sections/ro/StepsSection";
import { LangContext } from "../../../src/i18n/LangContext";
import { MEETING_TYPES } from "../../../src/booking/meeting";
import { countOf } from "../../../src/booking/time";
import * as styles from "./PagePreview.module.css";

type Data = Record<string, unknown>;
type Asset = (path: string) => string;

const text = (value: unknown): string => (typeof value === "string" ? value : "");
const object = (value: unknown): Data =>
  value && typeof value === "object" && !Array.isArray(value) ? (value as Data) : {};
const list = (value: unknown): Data[] => (Array.isArray(value) ? value.map(object) : []);

/** Fields that hold an image file, relative to data/ (the schema's `File @fileByRelativePath`). */
const IMAGE_FIELDS = new Set(["image", "thumb"]);

/**
 * An image of the entry as the site's Img takes it: the editor's copy of the file. Its size is a
 * stand-in; the section's frame sets the box and crops the picture as the page does.
 */
function imageOf(url: string): ImageFile {
  if (!url) return null;
  return {
    childImageSharp: {
      gatsbyImageData: {
        width: 1200,
        height: 800,
        layout: "constrained",
        images: { fallback: { src: url } },
      },
    },
  };
}

/**
 * The entry's values in the shape the page query gives the components: an item's `id` read as
 * `jsonId`, an image path as the image itself. The components' prop types are the queries'; the
 * form's values have the same fields, so they are handed over as such.
 */
function asQueried<T>(value: unknown, asset: Asset): T {
  const convert = (v: unknown, key = ""): unknown => {
    if (Array.isArray(v)) return v.map((item) => convert(item));
    if (IMAGE_FIELDS.has(key)) return imageOf(text(v) && asset(text(v)));
    if (!v || typeof v !== "object") return v ?? null;
    const out: Data = {};
    for (const [k, field] of Object.entries(v as Data)) out[k] = convert(field, k);
    if ("id" in out) out.jsonId = String(out.id);
    return out;
  };
  return convert(value) as T;
}

function Snippet({ route }: { route: Data }) {
  return (
    <aside className={styles.snippet} aria-label="Cum apare în căutări">
      <p className={styles.snippetLabel}>Cum apare în căutări</p>
      <p className={styles.snippetTitle}>{text(route.pageTitle) || text(route.title)}</p>
      <p>{text(route.description)}</p>
    </aside>
  );
}

/** The page's questions, each open, under the heading the page gives them. */
function Questions({ heading, items }: { heading: Data; items: Data[] }) {
  return (
    <Section id="intrebari-frecvente" labelledBy="intrebari-frecvente-title">
      <SectionHeading
        id="intrebari-frecvente-title"
        eyebrow={text(heading.eyebrow) || undefined}
        title={text(heading.title)}
        align="left"
      />
      <div className={styles.items}>
        {items.map((item, index) => (
          <Accordion
            key={index}
            items={[{ key: String(index), title: text(item.title), desc: text(item.desc) }]}
          />
        ))}
      </div>
    </Section>
  );
}

function SimulatorRanges({ simulator }: { simulator: Data }) {
  const inputs = Object.entries(object(simulator.inputs)).map(([name, value]): Data => ({
    ...object(value),
    name,
  }));
  return (
    <Section id="simulator" tone="light" labelledBy="simulator-title">
      <SectionHeading
        id="simulator-title"
        title={text(simulator.title)}
        text={text(simulator.text)}
      />
      <table className={styles.ranges}>
        <thead>
          <tr>
            <th scope="col">Câmp</th>
            <th scope="col">Minim</th>
            <th scope="col">Maxim</th>
            <th scope="col">La pornire</th>
          </tr>
        </thead>
        <tbody>
          {inputs.map((input) => (
            <tr key={text(input.name)}>
              <th scope="row">{text(input.label) || text(input.name)}</th>
              <td>{String(input.min ?? "")}</td>
              <td>{String(input.max ?? "")}</td>
              <td>{String(input.default ?? "")}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </Section>
  );
}

/**
 * The about page's timeline as a list: the page's carousel loads its slider on demand, which the
 * editor's bundle does not carry; the entries and their order are what is edited.
 */
function Timeline({ heading, items }: { heading: Data; items: Data[] }) {
  return (
    <Section id="parcurs" labelledBy="parcurs-title">
      <SectionHeading
        id="parcurs-title"
        eyebrow={text(heading.eyebrow) || undefined}
        title={text(heading.title)}
        text={text(heading.text) || undefined}
      />
      <ol className={styles.timeline}>
        {items.map((item, index) => (
          <li key={index}>
            <strong>{text(item.date)}</strong> {text(item.title)}
            <p>{text(item.desc)}</p>
          </li>
        ))}
      </ol>
    </Section>
  );
}

/** A legal page's text: its sections and paragraphs, in the site's type. */
function LegalText({ legal }: { legal: Data }) {
  return (
    <Section id="document" labelledBy="document-title">
      <SectionHeading id="document-title" title={text(legal.updated)} align="left" />
      <div className={styles.legal}>
        {(Array.isArray(legal.intro) ? legal.intro : []).map((p, i) => (
          <p key={`intro-${i}`}>{text(p)}</p>
        ))}
        {list(legal.sections).map((section, i) => (
          <section key={i}>
            <h3>{text(section.title)}</h3>
            {(Array.isArray(section.paragraphs) ? section.paragraphs : []).map((p, j) => (
              <p key={j}>{text(p)}</p>
            ))}
            {Array.isArray(section.list) && (
              <ul>
                {section.list.map((item, j) => (
                  <li key={j}>{text(item)}</li>
                ))}
              </ul>
            )}
          </section>
        ))}
      </div>
    </Section>
  );
}

/** Words the visitor reads, each under what it is, in the order the page shows them. */
function Steps({ steps }: { steps: [string, unknown][] }) {
  return (
    <dl className={styles.steps}>
      {steps
        .filter(([, words]) => text(words))
        .map(([when, words]) => (
          <div key={when}>
            <dt>{when}</dt>
            <dd>{text(words)}</dd>
          </div>
        ))}
    </dl>
  );
}

/**
 * /programare: its introduction, the meeting offered (from the bookings' calendar, as saved), and
 * the page's words at each step. The free times come from the server, so the picker is named,
 * not drawn.
 */
function BookingWords({ booking }: { booking: Data }) {
  const intro = object(booking.intro);
  const duration = object(booking.duration);
  const picker = object(booking.picker);
  const form = object(booking.form);
  const pending = object(booking.pending);
  const request = object(booking.request);
  const notices = object(booking.notices);
  const forms = { one: text(duration.one), few: text(duration.few), other: text(duration.other) };
  return (
    <Section id="programare" tone="light" labelledBy="programare-title">
      <SectionHeading
        id="programare-title"
        eyebrow={text(intro.eyebrow) || undefined}
        title={text(intro.title)}
        text={text(intro.text) || undefined}
        align="left"
      />
      <div className={styles.items}>
        {MEETING_TYPES.map((type) => (
          <article key={type.id} className={styles.meeting}>
            <h3>{type.title}</h3>
            <p>
              {text(booking.durationLabel)}: {countOf(type.rules.durationMinutes, forms)}
            </p>
            <p>{type.description}</p>
          </article>
        ))}
        <h3>{text(picker.title)}</h3>
        <p className={styles.note}>
          Orele libere apar pe pagină din programul de lucru și programările serverului.
        </p>
        <Steps
          steps={[
            ["Alegerea modului", booking.modeLegend],
            ["Fără JavaScript", picker.noScript],
            ["Când nu mai sunt ore libere", picker.noSlots],
            ["Butonul", object(form.button).idle],
            ["Date greșite", form.invalid],
            ["Trimitere eșuată", form.failure],
            [
              "Ora cerută, de confirmat din e-mail",
              `${text(pending.title)} ${text(pending.valid)}`,
            ],
            ["E-mailul nu a ajuns", `${text(pending.notReceived)} ${text(pending.resend)}`],
            ["E-mail retrimis", pending.resent],
            ["Adresă greșită", `${text(pending.correctionTitle)} ${text(pending.correctionLabel)}`],
          ]}
        />
        <h3>{text(request.title)}</h3>
        <p>{text(request.text)}</p>
        <Steps
          steps={[
            ["Cerere trimisă", notices.requested],
            ["Cerere netrimisă", notices.error],
          ]}
        />
      </div>
    </Section>
  );
}

/** /programare/gestionare: the page a mail's link opens, as its words at each step. */
function BookingManageWords({ manage }: { manage: Data }) {
  const dialog = object(manage.dialog);
  const confirm = object(manage.confirmRequest);
  const office = object(manage.officeView);
  const report = object(office.reportDialog);
  const officeButtons = [office.approve, office.decline, office.cancel, office.report];
  return (
    <Section id="programarea-ta" labelledBy="programarea-ta-title">
      <SectionHeading id="programarea-ta-title" title={text(manage.title)} align="left" />
      <div className={styles.items}>
        <p className={styles.note}>
          Programarea o arată pagina din linkul primit pe e-mail, de la server.
        </p>
        <Steps
          steps={[
            ["Butoanele", `${text(manage.cancelButton)} · ${text(manage.rescheduleButton)}`],
            ["Înainte de anulare", `${text(dialog.title)} ${text(dialog.text)}`],
            ["Programare anulată", manage.cancelled],
            ["Programare mutată", manage.rescheduled],
            ["Nu se mai poate schimba", manage.cannotChange],
            ["Confirmarea din e-mail", `${text(confirm.title)} ${text(confirm.text)}`],
            ["Butonul de confirmare", confirm.button],
            ["Programare confirmată", confirm.confirmed],
            ["Așteaptă aprobarea biroului", confirm.awaiting],
            ["Pagina biroului", `${text(office.title)}: ${officeButtons.map(text).join(" · ")}`],
            ["Înainte de raportare", `${text(report.title)} ${text(report.text)}`],
            ["Link incomplet", manage.missingToken],
            ["Fără JavaScript", manage.noScript],
          ]}
        />
      </div>
    </Section>
  );
}

/** The sections of each template, in the template's order. */
function Sections({ data, asset }: { data: Data; asset: Asset }) {
  const q = <T,>(value: unknown) => asQueried<T>(value, asset);
  const route = object(data.route);
  switch (route.template) {
    case "HomePage": {
      const home = object(data.home);
      const services = object(home.services);
      return (
        <>
          <StepsSection id="cum-lucram" heading={q(home.whyUs)} steps={q(data.steps ?? [])} />
          <Questions heading={object(home.faq)} items={list(data.faq)} />
          <IconListSection
            id="domenii"
            tone="light"
            heading={q(home.industries)}
            items={q(data.industries ?? [])}
          />
          <ServiceCardGrid
            id="servicii"
            heading={q(services)}
            cards={q(data.cards ?? [])}
            linkLabel={text(services.cardLinkLabel)}
            button={q(services.button)}
          />
        </>
      );
    }
    case "AboutRoPage": {
      const about = object(data.about);
      return (
        <>
          <IconListSection
            id="de-ce-noi"
            heading={q(about.reasons)}
            items={q(data.reasons ?? [])}
          />
          <CompanyInfoSection
            id="cine-suntem"
            heading={q(about.company)}
            cards={q(data.companyInfo ?? [])}
          />
          <Timeline heading={object(about.timeline)} items={list(data.timeline)} />
        </>
      );
    }
    case "ServicesRoPage": {
      const services = object(data.services);
      const cards = list(data.cards);
      const main = object(services.list);
      const extra = object(services.extra);
      return (
        <>
          <ServiceCardGrid
            id="lista-servicii"
            heading={q(main)}
            cards={q(cards.filter((card) => card.group === "servicii"))}
            linkLabel={text(main.linkLabel)}
          />
          <ServiceCardGrid
            id="planificare"
            heading={q(extra)}
            cards={q(cards.filter((card) => card.group === "servicii_extra"))}
            linkLabel={text(extra.linkLabel)}
          />
        </>
      );
    }
    case "ServicePage": {
      const service = object(data.service);
      const products = object(service.products);
      // The consumer-credit warning comes with the standard information of the page's simulator.
      const warning = text(object(object(data.simulator).standardInfo).warning);
      return (
        <>
          {warning && <CreditWarning text={warning} />}
          <ServiceIntro
            id="prezentare"
            intro={q(service.intro)}
            image={q<{ image: ImageFile }>({ image: service.image }).image}
            imageAlt={text(service.imageAlt)}
          />
          <IconListSection
            id="produse"
            tone="light"
            heading={q(products)}
            items={q(products.items ?? [])}
          />
          {service.programs === true && data.programs ? (
            <EuPrograms id="programe" heading={shared.programs} programs={q(data.programs)} />
          ) : null}
          <ServiceWhy id="avantaje" data={q(service.why)} />
          {data.simulator ? <SimulatorRanges simulator={object(data.simulator)} /> : null}
          <Questions heading={shared.faq} items={list(data.faq)} />
        </>
      );
    }
    case "ContactPage": {
      const contact = object(data.contact);
      return (
        <Section id="date-contact" labelledBy="date-contact-title">
          <SectionHeading
            id="date-contact-title"
            eyebrow={text(contact.eyebrow) || undefined}
            title={text(contact.title)}
            text={text(contact.text) || undefined}
          />
        </Section>
      );
    }
    case "LegalPage":
      return <LegalText legal={object(data.legal)} />;
    case "BookingPage":
      return <BookingWords booking={object(data.booking)} />;
    case "BookingManagePage":
      return <BookingManageWords manage={object(data.bookingManage)} />;
    default:
      return null;
  }
}

interface PagePreviewProps {
  data: Data;
  /** The address the editor serves an image field's file at. */
  asset: Asset;
}

export function PagePreview({ data, asset }: PagePreviewProps) {
  return (
    <LangContext.Provider value="ro">
      <div className={styles.preview}>
        <Snippet route={object(data.route)} />
        <Sections data={data} asset={asset} />
      </div>
    </LangContext.Provider>
  );
}
