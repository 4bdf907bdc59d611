import React from "react";
import { graphql } from "gatsby";
import { ButtonLink } from "../../ui/ButtonLink";
import { Icon } from "../../ui/Icon";
import { ExampleMark, isExample } from "./ExampleMark";
import * as styles from "./PricingCard.module.css";

interface PricingCardProps {
  plan: Queries.EnPlanFragment;
  labels: Queries.EnPlanLabelsFragment;
  /** The mark of a price the data lists as invented ("Example price"). */
  mark: string;
}

/** One pricing plan; the highlighted (popular) plan carries a badge and a stronger frame. */
export function PricingCard({ plan, labels, mark }: PricingCardProps) {
  const titleId = `plan-${plan.jsonId}`;
  return (
    <article
      className={`${styles.card} ${plan.highlight ? styles.highlight : ""}`}
      aria-labelledby={titleId}
      data-highlight={plan.highlight ? "true" : undefined}
    >
      {plan.highlight && <p className={styles.badge}>{labels.popular}</p>}
      <h3 id={titleId} className={styles.title}>
        {plan.title}
      </h3>
      <p className={styles.desc}>{plan.desc}</p>
      <p className={styles.price}>
        <span className={styles.amount}>
          {labels.currency}
          {plan.price}
        </span>
        <span className={styles.time}> / {plan.time}</span>
      </p>
      {isExample(plan.examples, "price") && (
        <p className={styles.priceMark}>
          <ExampleMark label={mark} />
        </p>
      )}
      <p className="visually-hidden">{labels.featuresLabel}</p>
      <ul className={styles.features}>
        {plan.features.map((feature) => (
          <li key={feature.title}>
            <Icon name={feature.icon} size={20} className={styles.icon} />
            {feature.title}
          </li>
        ))}
      </ul>
      <ButtonLink
        to={labels.planButton.link}
        variant={plan.highlight ? "primary" : "outline"}
        className={styles.button}
      >
        {labels.planButton.label}
        <span className="visually-hidden"> – {plan.title}</span>
      </ButtonLink>
    </article>
  );
}

export const query = graphql`
  fragment EnPlan on PricingJson {
    jsonId
    title
    desc
    price
    time
    highlight
    examples
    features {
      icon
      title
    }
  }
  fragment EnPlanLabels on EnLabelsJson {
    popular
    currency
    featuresLabel
    planButton {
      label
      link
    }
  }
`;
