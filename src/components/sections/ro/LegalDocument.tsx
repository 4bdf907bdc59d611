import React from "react";
import { graphql, Link } from "gatsby";
import { Section } from "../../ui/Section";
import { ContactLines } from "./ContactLines";
import { LegalTable } from "./LegalTable";
import * as styles from "./LegalDocument.module.css";

interface LegalDocumentProps {
  doc: Queries.LegalDocumentFragment;
  contactLabels: { readonly phoneLabel: string; readonly emailLabel: string };
}

/** Links from a section to the pages it refers to (the other legal texts, the contact page). */
function RelatedPages({ links }: { links: readonly { to: string; label: string }[] }) {
  return (
    <ul className={styles.links}>
      {links.map((link) => (
        <li key={link.to}>
          <Link to={link.to}>{link.label}</Link>
        </li>
      ))}
    </ul>
  );
}

/** A legal text (terms, cookies, privacy): sections with paragraphs, lists, a table and contacts. */
export function LegalDocument({ doc, contactLabels }: LegalDocumentProps) {
  return (
    <Section>
      <article className={styles.doc}>
        <p className={styles.updated}>{doc.updated}</p>
        {doc.intro.map((p) => (
          <p key={p} className={styles.lead}>
            {p}
          </p>
        ))}
        {doc.sections.map((section) => (
          // The site search indexes a legal section by its heading (scripts/search-index.ts).
          <section key={section.title} className={styles.section} data-legal-section>
            <h2 className={styles.title}>{section.title}</h2>
            {section.paragraphs.map((p) => (
              <p key={p}>{p}</p>
            ))}
            {section.list && (
              <ul className={styles.list}>
                {section.list.map((item) => (
                  <li key={item}>{item}</li>
                ))}
              </ul>
            )}
            {section.after?.map((p) => (
              <p key={p}>{p}</p>
            ))}
            {section.table && <LegalTable table={section.table} />}
            {section.contact && (
              <div className={styles.contact}>
                <ContactLines {...contactLabels} />
              </div>
            )}
            {section.links && <RelatedPages links={section.links} />}
          </section>
        ))}
      </article>
    </Section>
  );
}

export const query = graphql`
  fragment LegalDocument on LegalJson {
    updated
    intro
    sections {
      title
      paragraphs
      list
      after
      contact
      links {
        label
        to
      }
      table {
        ...LegalTable
      }
    }
  }
`;
