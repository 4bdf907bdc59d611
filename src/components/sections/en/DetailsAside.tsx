import React from "react";
import { Link } from "gatsby";
import { ButtonLink } from "../../ui/ButtonLink";
import { Icon } from "../../ui/Icon";
import * as styles from "./DetailsAside.module.css";

/** Sidebar of the service detail page: a help box with a contact button and a way back to all services. */
export function DetailsAside({
  aside,
}: {
  aside: Queries.EnServiceDetailsFieldsFragment["aside"];
}) {
  return (
    <aside className={styles.aside} aria-labelledby="details-aside-title">
      <div className={styles.box}>
        <h2 id="details-aside-title" className={styles.title}>
          {aside.title}
        </h2>
        <p className={styles.text}>{aside.text}</p>
        <ButtonLink to={aside.button.link} variant="light">
          {aside.button.label}
        </ButtonLink>
      </div>
      <Link to={aside.servicesLink.link} className={styles.link}>
        <Icon name="chevron-left" size={18} />
        {aside.servicesLink.label}
      </Link>
    </aside>
  );
}
