import React from "react";
import { graphql } from "gatsby";
import { ButtonLink } from "../../ui/ButtonLink";
import { Icon } from "../../ui/Icon";
import { Section } from "../../ui/Section";
import { SectionHeading } from "../../ui/SectionHeading";
import * as styles from "./SharedBlock.module.css";

/** The block every service page shares: one partner for the whole financing file. */
export function SharedBlock({ id, data }: { id: string; data: Queries.SharedBlockFragment }) {
  const titleId = `${id}-title`;
  return (
    <Section id={id} tone="dark" labelledBy={titleId}>
      <SectionHeading id={titleId} eyebrow={data.eyebrow} title={data.title} text={data.text} />
      <ul className={styles.points}>
        {data.points.map((point) => (
          <li key={point.title} className={styles.point}>
            <span className={styles.icon}>
              <Icon name={point.icon} size={26} />
            </span>
            <h3 className={styles.title}>{point.title}</h3>
            <p className={styles.desc}>{point.desc}</p>
          </li>
        ))}
      </ul>
      <div className={styles.action}>
        <ButtonLink to={data.button.link} variant="light">
          {data.button.label}
        </ButtonLink>
      </div>
    </Section>
  );
}

export const query = graphql`
  fragment SharedBlock on RoServiceSharedBlock {
    eyebrow
    title
    text
    points {
      icon
      title
      desc
    }
    button {
      label
      link
    }
  }
`;
