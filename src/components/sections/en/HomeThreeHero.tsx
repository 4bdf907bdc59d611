import React from "react";
import { graphql } from "gatsby";
import { ButtonLink } from "../../ui/ButtonLink";
import { Icon } from "../../ui/Icon";
import { Img } from "../../ui/Img";
import type { ImageFile, LinkData } from "./types";
import * as styles from "./HomeThreeHero.module.css";

export interface HomeThreeHeroData {
  readonly eyebrow: string;
  readonly title: string;
  readonly text: string;
  readonly image: ImageFile;
  readonly imageAlt: string;
  readonly button: LinkData;
  readonly secondary: LinkData;
  readonly highlights: readonly string[];
}

/** AI home hero: the page h1, two calls to action, short reassurances and the dashboard image. */
export function HomeThreeHero({ hero }: { hero: HomeThreeHeroData }) {
  return (
    <section className={styles.hero} aria-labelledby="home-three-title">
      <div className={styles.inner}>
        <p className={styles.eyebrow}>{hero.eyebrow}</p>
        <h1 id="home-three-title" className={styles.title}>
          {hero.title}
        </h1>
        <p className={styles.text}>{hero.text}</p>
        <div className={styles.actions}>
          <ButtonLink to={hero.button.link} variant="light">
            {hero.button.label}
          </ButtonLink>
          <ButtonLink to={hero.secondary.link} variant="outline" className={styles.secondary}>
            {hero.secondary.label}
          </ButtonLink>
        </div>
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
        gatsbyImageData(
          width: 1100
          placeholder: BLURRED
        )
      }
    }
    imageAlt
    button {
      ...EnLinkFields
    }
    secondary {
      ...EnLinkFields
    }
    highlights
  }
`;
