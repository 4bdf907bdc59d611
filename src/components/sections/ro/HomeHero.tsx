import React from "react";
import { graphql } from "gatsby";
import { useSiteData } from "../../../hooks/useSiteData";
import { useExampleMark } from "../../../hooks/useExampleMark";
import { ButtonLink } from "../../ui/ButtonLink";
import { Img } from "../../ui/Img";
import { VideoTrigger } from "../../ui/VideoTrigger";
import * as styles from "./HomeHero.module.css";

/** The home page's opening: company name as the page's h1, strategy tagline, calls to action, video. */
export function HomeHero({ hero }: { hero: Queries.HomeHeroFragment }) {
  const { companyName, tagline } = useSiteData();
  const exampleName = useExampleMark("companyName");
  return (
    <section className={styles.hero} aria-labelledby="home-title">
      <div className={styles.container}>
        <div>
          <p className={styles.eyebrow}>{hero.eyebrow}</p>
          <h1 id="home-title" className={styles.title}>
            {companyName}
          </h1>
          {exampleName && <p className={styles.example}>{exampleName}</p>}
          <p className={styles.tagline}>{tagline}</p>
          <p className={styles.text}>{hero.text}</p>
          <div className={styles.actions}>
            <ButtonLink to={hero.primary.link}>{hero.primary.label}</ButtonLink>
            <ButtonLink to={hero.secondary.link} variant="light">
              {hero.secondary.label}
            </ButtonLink>
          </div>
        </div>
        <div className={styles.media}>
          <Img image={hero.image} alt={hero.imageAlt} eager className={styles.image} />
          <VideoTrigger label={hero.videoLabel} className={styles.play} />
        </div>
      </div>
    </section>
  );
}

export const query = graphql`
  fragment HomeHero on RoHomeHero {
    eyebrow
    text
    primary {
      label
      link
    }
    secondary {
      label
      link
    }
    videoLabel
    image {
      childImageSharp {
        gatsbyImageData(width: 800, aspectRatio: 1.4545, placeholder: DOMINANT_COLOR)
      }
    }
    imageAlt
  }
`;
