import React from "react";
import { graphql } from "gatsby";
import { ContactForm } from "../../../contact/ContactForm";
import { ButtonLink } from "../../ui/ButtonLink";
import { Img } from "../../ui/Img";
import { Section, type SectionDataProps } from "../../ui/Section";
import { SideHeading } from "../../ui/SectionHeading";
import { ContactLines } from "./ContactLines";
import * as styles from "./HomeContactSection.module.css";

/** 'Programează-te': free-consultation intro, the way to the booking calendar (/programare), the
 * contact form, phone and e-mail lines, side image. */
export function HomeContactSection({
  id,
  data,
}: SectionDataProps<Queries.HomeContactSectionFragment>) {
  const titleId = `${id}-title`;
  return (
    <Section id={id} tone="light" labelledBy={titleId}>
      <div className={styles.layout}>
        <div className={styles.main}>
          <SideHeading id={titleId} data={data} />
          <div className={styles.booking}>
            <p className={styles.bookingText}>{data.bookingText}</p>
            <ButtonLink to={data.bookingButton.link} variant="outline">
              {data.bookingButton.label}
            </ButtonLink>
          </div>
          <ContactForm id="contact-form" />
          <div className={styles.lines}>
            <ContactLines phoneLabel={data.phoneLabel} emailLabel={data.emailLabel} />
          </div>
        </div>
        <div className={styles.media}>
          <Img image={data.image} alt={data.imageAlt} className={styles.image} />
        </div>
      </div>
    </Section>
  );
}

export const query = graphql`
  fragment HomeContactSection on RoHomeContact {
    eyebrow
    title
    text
    phoneLabel
    emailLabel
    bookingText
    bookingButton {
      label
      link
    }
    image {
      childImageSharp {
        gatsbyImageData(width: 520, placeholder: DOMINANT_COLOR)
      }
    }
    imageAlt
  }
`;
