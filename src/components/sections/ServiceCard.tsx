import React from "react";
import { graphql, Link } from "gatsby";
import { Icon } from "../ui/Icon";
import { Img } from "../ui/Img";
import * as styles from "./ServiceCard.module.css";

interface ServiceCardProps {
  card: Queries.ServiceCardFragment;
  linkLabel: string;
  /** The card's image is the page's largest paint: it loads eagerly, with high priority. */
  eager?: boolean;
}

/** A service with thumbnail, icon, one-line description and a link to its page (both languages). */
export function ServiceCard({ card, linkLabel, eager = false }: ServiceCardProps) {
  return (
    <article className={styles.card}>
      <div className={styles.media}>
        <Img image={card.thumb} alt={card.thumbAlt} eager={eager} className={styles.image} />
        <span className={styles.icon}>
          <Icon name={card.icon} size={28} />
        </span>
      </div>
      <div className={styles.body}>
        <h3 className={styles.title}>{card.title}</h3>
        <p className={styles.desc}>{card.desc}</p>
        <Link to={card.link} className={styles.link}>
          {linkLabel}
          <span className="visually-hidden">: {card.title}</span>
          <Icon name="arrow-right" size={18} />
        </Link>
      </div>
    </article>
  );
}

export const query = graphql`
  fragment ServiceCard on ServiceCardJson {
    jsonId
    icon
    thumb {
      childImageSharp {
        gatsbyImageData(width: 600, aspectRatio: 1.5, placeholder: DOMINANT_COLOR)
      }
    }
    thumbAlt
    title
    desc
    link
  }
`;
