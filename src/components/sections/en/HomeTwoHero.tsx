import React from "react";
import { graphql } from "gatsby";
import { ButtonLink } from "../../ui/ButtonLink";
import { Carousel } from "../../ui/Carousel";
import { Img } from "../../ui/Img";
import { SPONSOR_CAROUSEL } from "../../../constants";
import { MarkAfter, isExample } from "./ExampleMark";
import * as styles from "./HomeTwoHero.module.css";

interface HomeTwoHeroProps {
  hero: Queries.EnHomeTwoHeroFieldsFragment;
  sponsorsLabel: string;
  /** The mark of logos the data lists as invented ("Example logos"). */
  logosMark: string;
}

/** Coaching home hero: the page h1, a call to action, the coach's image and a sponsor logo slider. */
export function HomeTwoHero({ hero, sponsorsLabel, logosMark }: HomeTwoHeroProps) {
  return (
    <section className={styles.hero} aria-labelledby="home-two-title">
      <div className={styles.inner}>
        <div>
          <p className={styles.eyebrow}>{hero.eyebrow}</p>
          <h1 id="home-two-title" className={styles.title}>
            {hero.title}
          </h1>
          <p className={styles.text}>{hero.text}</p>
          <ButtonLink to={hero.button.link}>{hero.button.label}</ButtonLink>
        </div>
        <div className={styles.media}>
          <Img image={hero.image} alt={hero.imageAlt} eager className={styles.image} />
        </div>
      </div>
      <div className={styles.sponsors}>
        {/* One mark for the strip: its slides move, its title stays in view. */}
        <p className={styles.sponsorsTitle}>
          {hero.sponsorsTitle}
          <MarkAfter shown={isExample(hero.examples, "sponsors")} label={logosMark} />
        </p>
        <Carousel
          label={sponsorsLabel}
          {...SPONSOR_CAROUSEL}
          firstScreen
          slides={hero.sponsors.map((sponsor) => (
            <Img
              key={sponsor.logoAlt}
              image={sponsor.logo}
              alt={sponsor.logoAlt}
              className={styles.logo}
            />
          ))}
        />
      </div>
    </section>
  );
}

export const query = graphql`
  fragment EnHomeTwoHeroFields on EnHomeTwoHero {
    eyebrow
    title
    text
    image {
      childImageSharp {
        gatsbyImageData(width: 640, placeholder: DOMINANT_COLOR)
      }
    }
    imageAlt
    button {
      ...LinkFields
    }
    sponsorsTitle
    sponsors {
      logo {
        childImageSharp {
          gatsbyImageData(width: 200, placeholder: NONE)
        }
      }
      logoAlt
    }
    examples
  }
`;
