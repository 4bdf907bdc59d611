import React from "react";
import { graphql, Link } from "gatsby";
import { Icon } from "../../ui/Icon";
import { Img } from "../../ui/Img";
import type { ServiceCardData } from "./types";
import * as styles from "./RoServiceCard.module.css";

interface RoServiceCardProps {
  card: ServiceCardData;
  linkLabel: string;
}

/** A service with thumbnail, icon, short description and a link to its page. */
export function RoServiceCard({ card, linkLabel }: RoServiceCardProps) {
  return (
    <article className={styles.card}>
      <div className={styles.media}>
        <Img image={card.thumb} alt={card.thumbAlt} className={styles.image} />
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
  fragment RoServiceCard on ServiceCardJson {
    jsonId
    icon
    thumb {
      childImageSharp {
        gatsbyImageData(width: 600, aspectRatio: 1.5, placeholder: BLURRED)
      }
    }
    thumbAlt
    title
    desc
    link
  }
`;
