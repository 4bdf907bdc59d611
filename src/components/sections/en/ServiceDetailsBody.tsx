import React from "react";
import { graphql } from "gatsby";
import { Icon } from "../../ui/Icon";
import { Img } from "../../ui/Img";
import { Section } from "../../ui/Section";
import { DetailsAside } from "./DetailsAside";
import { VideoPoster } from "./VideoPoster";
import * as styles from "./ServiceDetailsBody.module.css";

/** The wealth-planning detail: image, story, what the plan covers, a video popup and the steps. */
export function ServiceDetailsBody({
  details,
}: {
  details: Queries.EnServiceDetailsFieldsFragment;
}) {
  return (
    <Section id="service-details" labelledBy="service-details-title">
      <div className={styles.layout}>
        <article className={styles.main}>
          <Img image={details.image} alt={details.imageAlt} eager className={styles.hero} />
          <h2 id="service-details-title">{details.title}</h2>
          {details.paragraphs.map((p) => (
            <p key={p}>{p}</p>
          ))}
          <h3>{details.coverTitle}</h3>
          <ul className={styles.checklist}>
            {details.cover.map((item) => (
              <li key={item}>
                <Icon name="check" size={20} className={styles.check} />
                {item}
              </li>
            ))}
          </ul>
          <VideoPoster
            image={details.video.image}
            alt={details.video.imageAlt}
            label={details.video.label}
            className={styles.video}
          />
          <h3>{details.stepsTitle}</h3>
          <ol className={styles.steps}>
            {details.steps.map((step) => (
              <li key={step.title}>
                <strong>{step.title}</strong>
                <span>{step.desc}</span>
              </li>
            ))}
          </ol>
          <p>{details.closing}</p>
        </article>
        <DetailsAside aside={details.aside} />
      </div>
    </Section>
  );
}

export const query = graphql`
  fragment EnServiceDetailsFields on EnServiceDetailsJson {
    image {
      childImageSharp {
        gatsbyImageData(width: 860, placeholder: DOMINANT_COLOR)
      }
    }
    imageAlt
    title
    paragraphs
    coverTitle
    cover
    video {
      image {
        childImageSharp {
          gatsbyImageData(width: 860, placeholder: DOMINANT_COLOR)
        }
      }
      imageAlt
      label
    }
    stepsTitle
    steps {
      title
      desc
    }
    closing
    aside {
      title
      text
      button {
        ...LinkFields
      }
      servicesLink {
        ...LinkFields
      }
    }
  }
`;
