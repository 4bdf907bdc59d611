import React, { Suspense, lazy, useRef } from "react";
import { graphql } from "gatsby";
import { useNearViewport } from "../../../hooks/useNearViewport";
import { SIMULATOR_ROOT_MARGIN } from "../../../simulator/constants";
import { Section } from "../../ui/Section";
import { SectionHeading } from "../../ui/SectionHeading";
import * as styles from "./SimulatorSection.module.css";
import { INTERACTIVE } from "../../ui/Static";
import { ErrorBoundary } from "../../ui/ErrorBoundary";

// Its own chunk, fetched only when the section nears the viewport: the page's first load stays
// the same (the chunk name lets tests and the bench recognise it).
const Simulator = lazy(
  () => import(/* webpackChunkName: "simulator" */ "../../../simulator/Simulator"),
);

export const fragment = graphql`
  fragment SimulatorField on SimulatorField {
    label
    unit
    monthsPerUnit
    min
    max
    default
    decimals
  }
  fragment SimulatorSection on SimulatorJson {
    kind
    title
    text
    rangeNote
    inputs {
      amount {
        ...SimulatorField
      }
      term {
        ...SimulatorField
      }
      rate {
        ...SimulatorField
      }
      advance {
        ...SimulatorField
      }
      residual {
        ...SimulatorField
      }
    }
    copy {
      eyebrow
      currency
      noScript
      noScriptLink {
        label
        link
      }
      loading
      formLabel
      rateExample
      errors {
        empty
        invalid
        range
        decimals
        integer
        residual
      }
      result {
        title
        estimate
        missing
        instalment
        totalRepaid
        totalInterest
        advance
        financed
        residual
        totalCost
        vat
      }
      schedule {
        title
        month
        instalment
        principal
        interest
        balance
        total
        showAll
        showFirst
        note
      }
      send {
        label
        text
      }
      summary {
        credit
        leasing
      }
    }
  }
`;

interface SimulatorSectionProps {
  id: string;
  data: Queries.SimulatorSectionFragment;
  /** The page's consumer-credit warning, repeated beside the result. */
  warning: string | null;
}

/** The credit or leasing simulator of a service page; without JavaScript, a line to the form. */
export function SimulatorSection({ id, data, warning }: SimulatorSectionProps) {
  const titleId = `${id}-title`;
  const slot = useRef<HTMLDivElement>(null);
  const near = useNearViewport(slot, SIMULATOR_ROOT_MARGIN);
  const { copy } = data;
  return (
    <Section id={id} tone="light" labelledBy={titleId}>
      <SectionHeading id={titleId} eyebrow={copy.eyebrow} title={data.title} text={data.text} />
      <p className={styles.note}>{data.rangeNote}</p>
      <div ref={slot} className={styles.slot} {...INTERACTIVE}>
        {near ? (
          <ErrorBoundary part="simulator">
            <Suspense fallback={<p className={styles.loading}>{copy.loading}</p>}>
              <Simulator data={data} warning={warning} />
            </Suspense>
          </ErrorBoundary>
        ) : (
          <noscript>
            <p className={styles.noScript}>
              {`${copy.noScript} `}
              <a href={copy.noScriptLink.link}>{copy.noScriptLink.label}</a>
            </p>
          </noscript>
        )}
      </div>
    </Section>
  );
}
