import React from "react";
import { graphql } from "gatsby";
import { ButtonLink } from "../../ui/ButtonLink";
import { Icon } from "../../ui/Icon";
import { Section } from "../../ui/Section";
import { SectionHeading } from "../../ui/SectionHeading";
import * as styles from "./SharedBlock.module.css";
import { BOOKING_PAGE_PATH } from "../../../../contract/booking/api";
import { bookingPageUrl } from "../../../../contract/forms/bookingContext";

/** The block every service page shares: one partner for the whole financing file. Its button,
 * when it leads to the booking page, names the page's service there (`?serviciu=`). */
export function SharedBlock({
  id,
  data,
  service = null,
}: {
  id: string;
  data: Queries.SharedBlockFragment;
  /** The slug of the page's service. */
  service?: string | null;
}) {
  const titleId = `${id}-title`;
  const link =
    data.button.link === BOOKING_PAGE_PATH
      ? bookingPageUrl(data.button.link, service)
      : data.button.link;
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
        <ButtonLink to={link} variant="light">
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
