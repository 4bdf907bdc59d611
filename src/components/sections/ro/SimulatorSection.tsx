import React from "react";
import { graphql } from "gatsby";
import { onDemand } from "../../../onDemand";
import { SIMULATOR_ROOT_MARGIN } from "../../../simulator/constants";
import { hasPlaceholderUnder } from "../../../utils/placeholders";
import { Section } from "../../ui/Section";
import { SectionHeading } from "../../ui/SectionHeading";
import * as styles from "./SimulatorSection.module.css";
import * as slotStyles from "../../ui/OnDemandSlot.module.css";
import { Static } from "../../ui/Static";
import { OnDemandSlot } from "../../ui/OnDemandSlot";

export const query = graphql`
  fragment SimulatorField on SimulatorField {
    label
    unit
    monthsPerUnit
    min
    max
    default
    decimals
  }
  fragment SimulatorInputs on SimulatorInputs {
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
    analysisFee {
      ...SimulatorField
    }
    monthlyFee {
      ...SimulatorField
    }
    monthlyInsurance {
      ...SimulatorField
    }
  }
  # The words of the figures a simulation gives, which the booking page names them with too.
  fragment SimulatorFigureWords on SimulatorResultCopy {
    instalment
    dae
    totalRepaid
    totalInterest
    creditCost
    totalPayable
    advance
    financed
    residual
    totalCost
  }
  fragment SimulatorSection on SimulatorJson {
    kind
    title
    text
    rangeNote
    product
    standardInfo {
      warning
    }
    inputs {
      ...SimulatorInputs
    }
    placeholders
    representativeExample {
      before
      dae
      after
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
        vat
        ...SimulatorFigureWords
      }
      example {
        label
        text
        placeholderNote
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
        book {
          label
          link
        }
        withFigures
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
  /** The path of the page it is on. */
  page?: string;
}

/**
 * The credit or leasing simulator of a service page; without JavaScript, a line to the form. A
 * credit's representative example stands above it in the page's own markup, so it is there with
 * or without JavaScript, before the simulator loads and whatever the visitor types.
 */
export function SimulatorSection({ id, data, warning, page = "" }: SimulatorSectionProps) {
  const titleId = `${id}-title`;
  const { copy } = data;
  const example = data.kind === "credit" ? data.representativeExample : null;
  return (
    <Section id={id} tone="light" labelledBy={titleId}>
      <SectionHeading id={titleId} eyebrow={copy.eyebrow} title={data.title} text={data.text} />
      <p className={styles.note}>{data.rangeNote}</p>
      {example && (
        // Text only, written by the build: the app keeps the markup as it is while hydrating.
        <Static id={`${id}-example`} className={styles.example}>
          <Example
            anchor={`${id}-example`}
            example={example}
            copy={copy.example}
            // Only a preview build has placeholders: SITE_ENV=production refuses to build with them.
            marked={hasPlaceholderUnder(data.placeholders, "inputs")}
          />
        </Static>
      )}
      <OnDemandSlot
        load={onDemand.simulator}
        props={{ data, warning, page }}
        rootMargin={SIMULATOR_ROOT_MARGIN}
        part="simulator"
        className={styles.slot}
        loading={<p className={slotStyles.line}>{copy.loading}</p>}
        noScript={
          <p className={slotStyles.line}>
            {`${copy.noScript} `}
            <a href={copy.noScriptLink.link}>{copy.noScriptLink.label}</a>
          </p>
        }
      />
    </Section>
  );
}

interface ExampleProps {
  /** The example's id, which the other pages' short form of it links to. */
  anchor: string;
  /** The build's text of it (gatsby/creditExample.ts), from the simulator's own arithmetic. */
  example: NonNullable<Queries.SimulatorSectionFragment["representativeExample"]>;
  copy: Queries.SimulatorSectionFragment["copy"]["example"];
  /** Whether the defaults it is built from are still placeholders (its page file's "simulator"). */
  marked: boolean;
}

/** The representative example of the credit's defaults, its DAE set apart; a note while they are
 * example values the firm has still to confirm. */
function Example({ anchor, example, copy, marked }: ExampleProps) {
  const { before, dae, after } = example;
  return (
    <>
      <p id={anchor} className={styles.exampleText}>
        <strong>{copy.label}</strong>
        {` ${before}`}
        <strong>{dae}</strong>
        {after}
      </p>
      {marked && <p className={styles.exampleNote}>{copy.placeholderNote}</p>}
    </>
  );
}
