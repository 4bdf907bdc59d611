import React from "react";
import { graphql } from "gatsby";
import { CallToAction } from "../../ui/CallToAction";
import { Icon } from "../../ui/Icon";
import { Img } from "../../ui/Img";
import * as styles from "./HomeThreeHero.module.css";

/** AI home hero: the page h1, two calls to action, short reassurances and the dashboard image. */
export function HomeThreeHero({ hero }: { hero: Queries.EnHomeThreeHeroFieldsFragment }) {
  return (
    <section className={styles.hero} aria-labelledby="home-three-title">
      <div className={styles.inner}>
        <p className={styles.eyebrow}>{hero.eyebrow}</p>
        <CallToAction
          as="h1"
          titleId="home-three-title"
          {...hero}
          primary={hero.button}
          classes={styles}
        />
        <ul className={styles.highlights}>
          {hero.highlights.map((item) => (
            <li key={item}>
              <Icon name="check" size={18} />
              {item}
            </li>
          ))}
        </ul>
        <div className={styles.media}>
          <Img image={hero.image} alt={hero.imageAlt} eager className={styles.image} />
        </div>
      </div>
    </section>
  );
}

export const query = graphql`
  fragment EnHomeThreeHeroFields on EnHomeThreeHero {
    eyebrow
    title
    text
    image {
      childImageSharp {
        gatsbyImageData(width: 1100, placeholder: DOMINANT_COLOR)
      }
    }
    imageAlt
    button {
      ...LinkFields
    }
    secondary {
      ...LinkFields
    }
    highlights
  }
`;
