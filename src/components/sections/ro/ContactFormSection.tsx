import React from "react";
import { ContactForm } from "../../../contact/ContactForm";
import { Section } from "../../ui/Section";
import { SectionHeading } from "../../ui/SectionHeading";
import type { HeadingData } from "../../ui/SectionHeading";
import * as styles from "./ContactFormSection.module.css";

/** A heading over the contact form; the form itself carries id="contact-form" for CTA links. */
export function ContactFormSection({ id, heading }: { id: string; heading: HeadingData }) {
  const titleId = `${id}-title`;
  return (
    <Section id={id} labelledBy={titleId}>
      <div className={styles.box}>
        <SectionHeading id={titleId} {...heading} />
        <ContactForm id="contact-form" />
      </div>
    </Section>
  );
}
