import React from "react";
import { graphql } from "gatsby";
import { Icon } from "../../ui/Icon";
import { Img } from "../../ui/Img";
import { Section } from "../../ui/Section";
import * as styles from "./CaseStory.module.css";

/** One case study told in three sections (challenge, approach, outcome), each with its list. */
export function CaseStory({ story }: { story: Queries.EnCaseStoryFieldsFragment }) {
  return (
    <Section id="case-story" labelledBy="case-story-title">
      <article className={styles.story}>
        <Img image={story.image} alt={story.imageAlt} eager className={styles.hero} />
        <p className={styles.tag}>{story.tag}</p>
        <h2 id="case-story-title" className={styles.title}>
          {story.title}
        </h2>
        <p className={styles.intro}>{story.intro}</p>
        <dl className={styles.facts}>
          {story.facts.map((fact) => (
            <div key={fact.label}>
              <dt>{fact.label}</dt>
              <dd>{fact.value}</dd>
            </div>
          ))}
        </dl>
        {story.sections.map((section) => (
          <section key={section.title} className={styles.part}>
            <h3>{section.title}</h3>
            <p>{section.text}</p>
            <ul className={styles.list}>
              {section.items.map((item) => (
                <li key={item}>
                  <Icon name="check" size={20} className={styles.check} />
                  {item}
                </li>
              ))}
            </ul>
          </section>
        ))}
      </article>
    </Section>
  );
}

export const query = graphql`
  fragment EnCaseStoryFields on EnCaseDetailsJson {
    image {
      childImageSharp {
        gatsbyImageData(width: 1100, placeholder: DOMINANT_COLOR)
      }
    }
    imageAlt
    tag
    title
    intro
    facts {
      label
      value
    }
    sections {
      title
      text
      items
    }
  }
`;
