import React from "react";
import { graphql } from "gatsby";
import { Img } from "../../ui/Img";
import { Icon } from "../../ui/Icon";
import { ExampleMark, isExample } from "./ExampleMark";
import * as styles from "./TestimonialCard.module.css";

interface TestimonialCardProps {
  testimonial: Queries.EnTestimonialFragment;
  /** The mark of a quote the data lists as an invented example ("Example testimonial"). */
  mark: string;
}

/** A client quote with the client's portrait, name and role. */
export function TestimonialCard({ testimonial, mark }: TestimonialCardProps) {
  return (
    <figure className={styles.card}>
      {/* Above the quote, so it is read before the quote and the name it covers. */}
      <div className={styles.head}>
        <Icon name="quote" size={32} className={styles.mark} />
        {isExample(testimonial.examples, "desc", "name") && <ExampleMark label={mark} />}
      </div>
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
    examples
  }
`;
