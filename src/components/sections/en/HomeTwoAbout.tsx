import React from "react";
import { graphql } from "gatsby";
import { ButtonLink } from "../../ui/ButtonLink";
import { Counter } from "../../ui/Counter";
import { Img } from "../../ui/Img";
import { Section } from "../../ui/Section";
import { SideHeading } from "../../ui/SectionHeading";
import * as styles from "./HomeTwoAbout.module.css";

interface HomeTwoAboutProps {
  about: Queries.EnHomeTwoAboutFieldsFragment;
  counters: readonly Queries.EnCounterFragment[];
}

/** About the coach, with the experience counters and the members line. */
export function HomeTwoAbout({ about, counters }: HomeTwoAboutProps) {
  return (
    <Section id="about" labelledBy="about-title">
      <div className={styles.layout}>
        <div className={styles.media}>
          <Img image={about.image} alt={about.imageAlt} className={styles.image} />
        </div>
        <div>
          <SideHeading id="about-title" data={about} />
          <div className={styles.counters}>
            {counters.map((c) => (
              <Counter key={c.jsonId} {...c} />
            ))}
          </div>
          <div className={styles.join}>
            <div className={styles.avatars}>
              {about.avatars.map((avatar, i) => (
                <Img key={i} image={avatar.img} alt={avatar.imgAlt} className={styles.avatar} />
              ))}
            </div>
            <p className={styles.joinText}>{about.join}</p>
          </div>
          <ButtonLink to={about.button.link}>{about.button.label}</ButtonLink>
        </div>
      </div>
    </Section>
  );
}

export const query = graphql`
  fragment EnHomeTwoAboutFields on EnHomeTwoAbout {
    eyebrow
    title
    text
    image {
      childImageSharp {
        gatsbyImageData(width: 480, placeholder: DOMINANT_COLOR)
      }
    }
    imageAlt
    join
    avatars {
      img {
        childImageSharp {
          gatsbyImageData(width: 80, height: 80, placeholder: NONE)
        }
      }
      imgAlt
    }
    button {
      ...EnLinkFields
    }
  }
  fragment EnCounter on CounterJson {
    jsonId
    target
    prefix
    suffix
    label
  }
`;
