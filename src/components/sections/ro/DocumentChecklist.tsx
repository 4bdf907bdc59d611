import React from "react";
import { graphql } from "gatsby";
import type { Checklist } from "../../../../domain/documents";
import { Icon } from "../../ui/Icon";
import { Section } from "../../ui/Section";
import { PRINT_BUTTON_ATTRIBUTE, PRINT_OPEN_ATTRIBUTE } from "../../../print/printChecklist";
import * as styles from "./DocumentChecklist.module.css";

interface DocumentChecklistProps {
  id: string;
  tone: "white" | "light";
  checklist: Checklist;
  /** The print button's label. */
  print: string;
}

/**
 * A service's document checklist as a native disclosure: closed on load, opened by its summary
 * with or without JavaScript (the browser keeps its expanded state), each group a titled list.
 * Printing the page prints the list even while it is closed: the print stylesheet shows the
 * closed content, and src/print/printChecklist.ts opens it for the print where a browser cannot.
 * The print button needs JavaScript, so it is hidden where scripting is off (the browser's own
 * print then serves).
 */
export function DocumentChecklist({ id, tone, checklist, print }: DocumentChecklistProps) {
  const titleId = `${id}-title`;
  const openAttribute = { [PRINT_OPEN_ATTRIBUTE]: "" };
  const buttonAttribute = { [PRINT_BUTTON_ATTRIBUTE]: id };
  return (
    <Section id={id} tone={tone} labelledBy={titleId}>
      <details className={styles.details} {...openAttribute}>
        <summary className={styles.summary}>
          <h2 id={titleId}>{checklist.title}</h2>
          <Icon name="chevron-down" size={20} className={styles.chevron} />
        </summary>
        <div className={styles.panel}>
          <p>{checklist.text}</p>
          <div>
            {checklist.groups.map((group, index) => {
              const groupId = `${id}-grup-${index + 1}`;
              // The lists every service shares stay out of the search index: on seven pages they
              // would tell none apart, and would make the index every search loads larger. The
              // product's own list, last (domain/documents.ts), is indexed.
              const shared = index < checklist.groups.length - 1;
              return (
                <div key={group.title} data-pagefind-ignore={shared || undefined}>
                  <h3 id={groupId}>{group.title}</h3>
                  <ul aria-labelledby={groupId}>
                    {group.items.map((item) => (
                      <li key={item}>{item}</li>
                    ))}
                  </ul>
                </div>
              );
            })}
          </div>
        </div>
      </details>
      <button type="button" className={styles.print} {...buttonAttribute}>
        {print}
      </button>
    </Section>
  );
}

export const query = graphql`
  fragment ChecklistGroup on ChecklistGroup {
    title
    items
  }
  fragment SharedDocuments on RoServiceDocuments {
    title
    text
    print
    groups {
      person {
        ...ChecklistGroup
      }
      company {
        ...ChecklistGroup
      }
    }
  }
  fragment ServiceDocuments on ServiceDocumentsJson {
    audiences
    product {
      ...ChecklistGroup
    }
  }
`;
