import React from "react";
import { graphql, Link } from "gatsby";
import { Img } from "../../ui/Img";
import * as styles from "./PostCard.module.css";

interface PostCardProps {
  post: Queries.EnPostCardFragment;
  as?: "h2" | "h3";
  /** True for the card whose image is the page's LCP element. */
  eager?: boolean;
}

/** Blog, insight or case card: image, tag and a title that links the whole card. */
export function PostCard({ post, as: Heading = "h3", eager = false }: PostCardProps) {
  return (
    <article className={styles.card}>
      <div className={styles.media}>
        <Img image={post.thumb} alt={post.thumbAlt} eager={eager} className={styles.image} />
      </div>
      <div className={styles.body}>
        <p className={styles.tag}>{post.tag}</p>
        <Heading className={styles.title}>
          <Link to={post.link} className={styles.link}>
            {post.title}
          </Link>
        </Heading>
      </div>
    </article>
  );
}

export const query = graphql`
  fragment EnPostCard on PostJson {
    jsonId
    thumb {
      childImageSharp {
        gatsbyImageData(width: 600, aspectRatio: 1.5, placeholder: DOMINANT_COLOR)
      }
    }
    thumbAlt
    tag
    title
    link
  }
`;
