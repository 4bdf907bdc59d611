import React from "react";
import { graphql } from "gatsby";
import { ButtonLink } from "../../ui/ButtonLink";
import { Img } from "../../ui/Img";
import { Section } from "../../ui/Section";
import { SectionHeading } from "../../ui/SectionHeading";
import type { ImageFile } from "../../ui/Img";
import * as styles from "./ServiceIntro.module.css";

interface ServiceIntroProps {
  id: string;
  intro: Queries.ServiceIntroFragment;
  image: ImageFile;
  imageAlt: string;
}

/** A service page's introduction with its illustration and a call to action to the form. */
export function ServiceIntro({ id, intro, image, imageAlt }: ServiceIntroProps) {
  const titleId = `${id}-title`;
  return (
    <Section id={id} labelledBy={titleId}>
      <div className={styles.layout}>
        <div>
          <SectionHeading id={titleId} eyebrow={intro.eyebrow} title={intro.title} align="left" />
          {intro.paragraphs.map((paragraph) => (
            <p key={paragraph} className={styles.paragraph}>
              {paragraph}
            </p>
          ))}
          <ButtonLink to={intro.cta.link}>{intro.cta.label}</ButtonLink>
        </div>
        <div className={styles.media}>
          <Img image={image} alt={imageAlt} eager className={styles.image} />
        </div>
      </div>
    </Section>
  );
}

export const query = graphql`
  fragment ServiceIntro on ServicePageIntro {
    eyebrow
    title
    paragraphs
    cta {
      label
      link
    }
  }
`;
