// The preview of a page's entry as the site shows it, drawn with the site's own section
// components, tokens, fonts and CSS: how search engines will title and describe the page, a service
// page's introduction with its image cropped by the page's own frame, the simulator's ranges, and
// the FAQ in the site's accordion with every answer open (the page opens one at a time; the
// preview shows every answer being edited).
import React from "react";
import shared from "../../../data/ro-service-shared.json";
import { Accordion } from "../../../src/components/ui/Accordion";
import { Section } from "../../../src/components/ui/Section";
import { SectionHeading } from "../../../src/components/ui/SectionHeading";
import type { ImageFile } from "../../../src/components/ui/Img";
import { ServiceIntro } from "../../../src/components/sections/ro/ServiceIntro";
import { LangContext } from "../../../src/i18n/LangContext";
import * as styles from "./PagePreview.module.css";

type Data = Record<string, unknown>;

const text = (value: unknown): string => (typeof value === "string" ? value : "");
const object = (value: unknown): Data =>
  value && typeof value === "object" && !Array.isArray(value) ? (value as Data) : {};
const list = (value: unknown): Data[] => (Array.isArray(value) ? value.map(object) : []);

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

function Snippet({ route }: { route: Data }) {
  return (
    <aside className={styles.snippet} aria-label="Cum apare în căutări">
      <p className={styles.snippetLabel}>Cum apare în căutări</p>
      <p className={styles.snippetTitle}>{text(route.pageTitle) || text(route.title)}</p>
      <p>{text(route.description)}</p>
    </aside>
  );
}

function Questions({ items }: { items: Data[] }) {
  return (
    <div className={styles.items}>
      {items.map((item, index) => (
        <Accordion
          key={index}
          items={[{ key: String(index), title: text(item.title), desc: text(item.desc) }]}
        />
      ))}
    </div>
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

interface PagePreviewProps {
  data: Data;
  /** The address the editor serves an image field's file at. */
  asset: (path: string) => string;
}

export function PagePreview({ data, asset }: PagePreviewProps) {
  const route = object(data.route);
  const service = data.service ? object(data.service) : null;
  const intro = object(service?.intro);
  const faq = list(data.faq);
  return (
    <LangContext.Provider value="ro">
      <div className={styles.preview}>
        <Snippet route={route} />
        {service && (
          <ServiceIntro
            id="prezentare"
            intro={{
              eyebrow: text(intro.eyebrow),
              title: text(intro.title),
              paragraphs: (Array.isArray(intro.paragraphs) ? intro.paragraphs : []).map(text),
              cta: { label: text(object(intro.cta).label), link: text(object(intro.cta).link) },
            }}
            image={imageOf(text(service.image) && asset(text(service.image)))}
            imageAlt={text(service.imageAlt)}
          />
        )}
        {data.simulator ? <SimulatorRanges simulator={object(data.simulator)} /> : null}
        {faq.length > 0 && (
          <Section id="intrebari-frecvente" labelledBy="intrebari-frecvente-title">
            <SectionHeading
              id="intrebari-frecvente-title"
              eyebrow={shared.faq.eyebrow}
              title={shared.faq.title}
              align="left"
            />
            <Questions items={faq} />
          </Section>
        )}
      </div>
    </LangContext.Provider>
  );
}
