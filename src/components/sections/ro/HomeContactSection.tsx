import React from "react";
import { graphql } from "gatsby";
import { ContactForm } from "../../../contact/ContactForm";
import { Img } from "../../ui/Img";
import { Section } from "../../ui/Section";
import { SectionHeading } from "../../ui/SectionHeading";
import { ContactLines } from "./ContactLines";
import * as styles from "./HomeContactSection.module.css";

/** 'Programează-te': free-consultation intro, the contact form, phone and e-mail lines, side image. */
export function HomeContactSection({
  id,
  data,
}: {
  id: string;
  data: Queries.HomeContactSectionFragment;
}) {
  const titleId = `${id}-title`;
  return (
    <Section id={id} tone="light" labelledBy={titleId}>
      <div className={styles.layout}>
        <div className={styles.main}>
          <SectionHeading
            id={titleId}
            eyebrow={data.eyebrow}
            title={data.title}
            text={data.text}
            align="left"
          />
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
    image {
      childImageSharp {
        gatsbyImageData(width: 520, placeholder: DOMINANT_COLOR)
      }
    }
    imageAlt
  }
`;
