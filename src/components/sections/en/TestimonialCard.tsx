import React from "react";
import { graphql } from "gatsby";
import { Img } from "../../ui/Img";
import { Icon } from "../../ui/Icon";
import * as styles from "./TestimonialCard.module.css";

/** A client quote with the client's portrait, name and role. */
export function TestimonialCard({ testimonial }: { testimonial: Queries.EnTestimonialFragment }) {
  return (
    <figure className={styles.card}>
      <Icon name="quote" size={32} className={styles.mark} />
      <blockquote className={styles.quote}>
        <p>{testimonial.desc}</p>
      </blockquote>
      <figcaption className={styles.author}>
        <Img image={testimonial.img} alt={testimonial.imgAlt ?? ""} className={styles.avatar} />
        <span>
          <span className={styles.name}>{testimonial.name}</span>
          <span className={styles.role}>{testimonial.designation}</span>
        </span>
      </figcaption>
    </figure>
  );
}

export const query = graphql`
  fragment EnTestimonial on TestimonialJson {
    jsonId
    desc
    name
    designation
    img {
      childImageSharp {
        gatsbyImageData(width: 112, height: 112, placeholder: DOMINANT_COLOR)
      }
    }
    imgAlt
  }
`;
