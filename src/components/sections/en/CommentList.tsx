import React from "react";
import { graphql } from "gatsby";
import * as styles from "./CommentList.module.css";
import { INTERACTIVE } from "../../ui/Static";
import { fillTemplate } from "../../../../domain/format";
import { MarkAfter, isExample } from "./ExampleMark";

interface CommentListProps {
  comments: readonly Queries.EnCommentFragment[];
  labels: NonNullable<Queries.BlogDetailsPageQuery["enBlogDetailsJson"]>["comments"];
  /** The mark of a comment the data lists as invented ("Example comment"). */
  mark: string;
  onReply: (author: string) => void;
}

function initials(name: string): string {
  return name
    .split(/\s+/)
    .map((part) => part.charAt(0))
    .join("")
    .slice(0, 2)
    .toUpperCase();
}

/** The sample comments, each with a Reply button that moves to the comment form. */
export function CommentList({ comments, labels, mark, onReply }: CommentListProps) {
  return (
    <section {...INTERACTIVE} className={styles.comments} aria-labelledby="comments-title">
      <h2 id="comments-title" className={styles.title}>
        {labels.title}
      </h2>
      <ol className={styles.list}>
        {comments.map((comment) => (
          <li key={comment.jsonId} className={styles.comment}>
            <span className={styles.avatar} aria-hidden="true">
              {initials(comment.author)}
            </span>
            <div className={styles.body}>
              <p className={styles.author}>
                {comment.author}
                <MarkAfter shown={isExample(comment.examples, "author", "text")} label={mark} />
              </p>
              <time className={styles.date} dateTime={comment.dateTime}>
                {comment.date}
              </time>
              <p className={styles.text}>{comment.text}</p>
              <button
                type="button"
                className={styles.reply}
                aria-label={fillTemplate(labels.replyLabel, { author: comment.author })}
                onClick={() => onReply(comment.author)}
              >
                {labels.reply}
              </button>
            </div>
          </li>
        ))}
      </ol>
    </section>
  );
}

export const query = graphql`
  fragment EnComment on CommentJson {
    jsonId
    author
    date
    dateTime
    text
    examples
  }
`;
