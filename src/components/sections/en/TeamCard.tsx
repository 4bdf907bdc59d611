import React from "react";
import { graphql, Link } from "gatsby";
import { Img } from "../../ui/Img";
import * as styles from "./TeamCard.module.css";

/** A team member's portrait, name and role; the whole card links to the profile page. */
export function TeamCard({ member }: { member: Queries.EnTeamMemberFragment }) {
  return (
    <article className={styles.card}>
      <div className={styles.media}>
        <Img image={member.thumb} alt={member.thumbAlt} className={styles.image} />
      </div>
      <h3 className={styles.name}>
        <Link to={member.link} className={styles.link}>
          {member.name}
        </Link>
      </h3>
      <p className={styles.role}>{member.designation}</p>
    </article>
  );
}

export const query = graphql`
  fragment EnTeamMember on TeamJson {
    jsonId
    thumb {
      childImageSharp {
        gatsbyImageData(width: 400, aspectRatio: 0.8, placeholder: DOMINANT_COLOR)
      }
    }
    thumbAlt
    name
    designation
    link
  }
`;
