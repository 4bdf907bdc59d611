import React from "react";
import { graphql } from "gatsby";
import { ButtonLink } from "../../ui/ButtonLink";
import { Counter } from "../../ui/Counter";
import { Img } from "../../ui/Img";
import { Section } from "../../ui/Section";
import { SideHeading } from "../../ui/SectionHeading";
import { ExampleMark, MarkAfter, isExample, type ExampleMarks } from "./ExampleMark";
import * as styles from "./HomeTwoAbout.module.css";

interface HomeTwoAboutProps {
  about: Queries.EnHomeTwoAboutFieldsFragment;
  counters: readonly Queries.EnCounterFragment[];
  marks: ExampleMarks;
}

/** About the coach, with the experience counters and the members line. */
export function HomeTwoAbout({ about, counters, marks }: HomeTwoAboutProps) {
  return (
    <Section id="about" labelledBy="about-title">
      <div className={styles.layout}>
        <div className={styles.media}>
          <Img image={about.image} alt={about.imageAlt} className={styles.image} />
          {isExample(about.examples, "image") && (
            <ExampleMark label={marks.profile} className={styles.imageMark} />
          )}
        </div>
        <div>
          <SideHeading id="about-title" data={about} />
          <div className={styles.counters}>
            {counters.map((c) => (
              <Counter
                key={c.jsonId}
                target={c.target}
                prefix={c.prefix}
                suffix={c.suffix}
                label={c.label}
                example={isExample(c.examples, "target") ? marks.figure : null}
              />
            ))}
          </div>
          <div className={styles.join}>
            <div className={styles.avatars}>
              {about.avatars.map((avatar, i) => (
                <Img key={i} image={avatar.img} alt={avatar.imgAlt} className={styles.avatar} />
              ))}
            </div>
            <p className={styles.joinText}>
              {about.join}
              <MarkAfter shown={isExample(about.examples, "join")} label={marks.figure} />
            </p>
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
      ...LinkFields
    }
    examples
  }
  fragment EnCounter on CounterJson {
    jsonId
    target
    prefix
    suffix
    label
    examples
  }
`;
