import React from "react";
import { graphql, Link } from "gatsby";
import { Img } from "../../ui/Img";
import { MarkAfter, isExample } from "./ExampleMark";
import * as styles from "./TeamCard.module.css";

interface TeamCardProps {
  member: Queries.EnTeamMemberFragment;
  /** The mark of a member the data lists as an invented example ("Example profile"). */
  mark: string;
}

/** A team member's portrait, name and role; the whole card links to the profile page. */
export function TeamCard({ member, mark }: TeamCardProps) {
  const example = isExample(member.examples, "name", "designation", "thumb");
  return (
    <article className={styles.card}>
      <div className={styles.media}>
        <Img image={member.thumb} alt={member.thumbAlt} className={styles.image} />
      </div>
      <h3 className={styles.name}>
        {/* Inside the link, so the card's one link says it too. */}
        <Link to={member.link} className={styles.link}>
          {member.name}
          <MarkAfter shown={example} label={mark} />
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
    examples
  }
`;
