import React from "react";
import { graphql } from "gatsby";
import { bookingPageUrl } from "../../../../contract/forms/bookingContext";
import { BOOKING_PAGE_PATH } from "../../../../contract/booking/api";
import { onDemand } from "../../../onDemand";
import { SIMULATOR_ROOT_MARGIN } from "../../../simulator/constants";
import { hasPlaceholderUnder } from "../../../utils/placeholders";
import { Section } from "../../ui/Section";
import { SectionHeading } from "../../ui/SectionHeading";
import { Static } from "../../ui/Static";
import { OnDemandSlot } from "../../ui/OnDemandSlot";
import * as styles from "./CapacitySection.module.css";
import * as slotStyles from "../../ui/OnDemandSlot.module.css";

export const query = graphql`
  # What the check computes with and names its figures by, which a booking tells its figures with.
  fragment CapacityFigures on CapacityJson {
    rules {
      leiCap
      foreignCap
      firstHomeBonus
      rateStress
      fxStress
    }
    inputs {
      income {
        ...SimulatorField
      }
      debts {
        ...SimulatorField
      }
      term {
        ...SimulatorField
      }
      rate {
        ...SimulatorField
      }
    }
    copy {
      currency {
        legend
        lei
        foreign
      }
      firstHome
      result {
        maxPayment
        maxAmount
        dae
      }
    }
  }
  fragment CapacitySection on CapacityJson {
    ...CapacityFigures
    pages
    placeholders
    examples {
      caption
      rows {
        income
        term
        maxPayment
        maxAmount
        dae
      }
    }
    representativeExample {
      before
      dae
      after
    }
    copy {
      eyebrow
      title
      text
      law
      estimate
      charges
      warning
      noScript
      loading
      formLabel
      rateExample
      errors {
        empty
        invalid
        range
        decimals
        integer
      }
      result {
        title
        share
        totalPayable
        missing
        zero
      }
      table {
        title
        income
        term
        maxPayment
        maxAmount
        dae
      }
      example {
        label
        placeholderNote
      }
      send {
        label
        text
        book
      }
      summary
      yes
      no
    }
  }
`;

interface CapacitySectionProps {
  id: string;
  data: Queries.CapacitySectionFragment;
  /** The service page's slug (`credite-persoane-fizice`), which the booking preselects. */
  service: string;
  /** The page's path, the booking's source. */
  source: string;
}

/**
 * "Cât pot împrumuta?": what the BNR's debt limit leaves for a new credit. The build writes the
 * limits, the warning, the representative example and a table of worked examples into the page,
 * so all of it is there without JavaScript; the check for the visitor's own figures loads when the
 * section nears the viewport (src/onDemand.ts "capacity"), like the simulator.
 */
export function CapacitySection({ id, data, service, source }: CapacitySectionProps) {
  const titleId = `${id}-title`;
  const { copy, examples, representativeExample: example } = data;
  const bookingUrl = bookingPageUrl(BOOKING_PAGE_PATH, service);
  return (
    <Section id={id} labelledBy={titleId}>
      <SectionHeading id={titleId} eyebrow={copy.eyebrow} title={copy.title} text={copy.text} />
      {/* Text only, written by the build: the app keeps the markup as it is while hydrating. */}
      <Static id={`${id}-static`} className={styles.facts}>
        <p className={styles.law}>{copy.law}</p>
        <p className={styles.warning} role="note">
          {copy.warning}
        </p>
        {/* Figures are no words to search by: the example and the table stay out of the index. */}
        <p id={`${id}-example`} className={styles.example} data-pagefind-ignore>
          <strong>{copy.example.label}</strong>
          {` ${example.before}`}
          <strong>{example.dae}</strong>
          {example.after}
        </p>
        {/* Only a preview build has placeholders: SITE_ENV=production refuses to build with them. */}
        {hasPlaceholderUnder(data.placeholders, "inputs") && (
          <p className={styles.small}>{copy.example.placeholderNote}</p>
        )}
        <h3 className={styles.tableTitle}>{copy.table.title}</h3>
        <section
          className={styles.tableWrap}
          aria-labelledby={`${id}-caption`}
          tabIndex={0}
          data-pagefind-ignore
        >
          <table className={styles.table}>
            <caption id={`${id}-caption`}>{examples.caption}</caption>
            <thead>
              <tr>
                <th scope="col">{copy.table.income}</th>
                <th scope="col">{copy.table.term}</th>
                <th scope="col">{copy.table.maxPayment}</th>
                <th scope="col">{copy.table.maxAmount}</th>
                <th scope="col">{copy.table.dae}</th>
              </tr>
            </thead>
            <tbody>
              {examples.rows.map((row) => (
                <tr key={`${row.income} ${row.term}`}>
                  <th scope="row">{row.income}</th>
                  <td>{row.term}</td>
                  <td>{row.maxPayment}</td>
                  <td>{row.maxAmount}</td>
                  <td>{row.dae}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>
        <p className={styles.small}>{copy.charges}</p>
        <p className={styles.small}>{copy.estimate}</p>
      </Static>
      <OnDemandSlot
        load={onDemand.capacity}
        props={{ data, service, source }}
        rootMargin={SIMULATOR_ROOT_MARGIN}
        part="simulator"
        className={styles.slot}
        loading={<p className={slotStyles.line}>{copy.loading}</p>}
        noScript={
          <p className={slotStyles.line}>
            {`${copy.noScript} `}
            <a href={bookingUrl}>{copy.send.book}</a>
          </p>
        }
      />
    </Section>
  );
}
