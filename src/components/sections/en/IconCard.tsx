import React from "react";
import { graphql } from "gatsby";
import { Icon } from "../../ui/Icon";
import * as styles from "./IconCard.module.css";

/** A card with an icon, a title and a short description (benefits, why-choose reasons). */
export function IconCard({
  card,
}: {
  card: Queries.EnBenefitFragment | Queries.EnWhyChooseFragment;
}) {
  return (
    <article className={styles.card}>
      <span className={styles.icon}>
        <Icon name={card.icon} size={28} />
      </span>
      <h3 className={styles.title}>{card.title}</h3>
      <p className={styles.desc}>{card.desc}</p>
    </article>
  );
}

export const query = graphql`
  fragment EnBenefit on BenefitJson {
    jsonId
    icon
    title
    desc
  }
  fragment EnWhyChoose on WhyChooseJson {
    jsonId
    icon
    title
    desc
  }
`;
