import React from "react";
import { graphql } from "gatsby";
import { Icon } from "../../ui/Icon";
import { Img } from "../../ui/Img";
import { MarkAfter, isExample } from "./ExampleMark";
import { PostNav } from "./PostNav";
import { ShareLinks } from "./ShareLinks";
import * as styles from "./ArticleBody.module.css";

/** The article: hero image, meta and share links, body with a quote and an image pair, prev/next. */
export function ArticleBody({
  article,
  authorMark,
  pageUrl,
}: {
  article: Queries.EnArticleFieldsFragment;
  /** The mark of an author the data lists as invented ("Example author"). */
  authorMark: string;
  pageUrl: string;
}) {
  return (
    <article className={styles.article} aria-labelledby="article-title">
      <Img image={article.image} alt={article.imageAlt} eager className={styles.hero} />
      <div className={styles.meta}>
        <p className={styles.byline}>
          <span className={styles.tag}>{article.tag}</span>
          <span>
            {article.authorLabel} {article.author}
            <MarkAfter shown={isExample(article.examples, "author")} label={authorMark} />
          </span>
          <time dateTime={article.dateTime}>{article.date}</time>
        </p>
        <ShareLinks share={article.share} pageUrl={pageUrl} />
      </div>
      <h2 id="article-title" className={styles.title}>
        {article.title}
      </h2>
      {article.intro.map((p) => (
        <p key={p}>{p}</p>
      ))}
      <blockquote className={styles.quote}>
        <Icon name="quote" size={36} className={styles.mark} />
        <p>{article.quote.text}</p>
        <cite>
          {article.quote.cite}
          <MarkAfter shown={isExample(article.examples, "quote.cite")} label={authorMark} />
        </cite>
      </blockquote>
      {article.sections.map((section) => (
        <section key={section.title}>
          <h3 className={styles.subtitle}>{section.title}</h3>
          <p>{section.text}</p>
        </section>
      ))}
      <div className={styles.pair}>
        {article.images.map((item) => (
          <Img key={item.alt} image={item.image} alt={item.alt} className={styles.pairImage} />
        ))}
      </div>
      <p>{article.closing}</p>
      <PostNav prev={article.prev} next={article.next} label={article.navLabel} />
    </article>
  );
}

export const query = graphql`
  fragment EnArticleFields on EnBlogDetailsJson {
    image {
      childImageSharp {
        gatsbyImageData(width: 900, placeholder: DOMINANT_COLOR)
      }
    }
    imageAlt
    tag
    title
    author
    authorLabel
    date
    dateTime
    share {
      label
      links {
        icon
        label
        url
      }
    }
    intro
    quote {
      text
      cite
    }
    sections {
      title
      text
    }
    images {
      image {
        childImageSharp {
          gatsbyImageData(width: 440, placeholder: DOMINANT_COLOR)
        }
      }
      alt
    }
    closing
    navLabel
    examples
    prev {
      label
      title
      link
    }
    next {
      label
      title
      link
    }
  }
`;
