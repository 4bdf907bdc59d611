import React, { useRef } from "react";
import { Section } from "../../ui/Section";
import { ArticleBody } from "./ArticleBody";
import { CommentForm } from "./CommentForm";
import { CommentList } from "./CommentList";
import type { ExampleMarks } from "./ExampleMark";
import * as styles from "./ArticleWithComments.module.css";

interface ArticleWithCommentsProps {
  /** The page query's article: its fragment plus the comment and form labels beside it. */
  article: NonNullable<Queries.BlogDetailsPageQuery["enBlogDetailsJson"]>;
  comments: readonly Queries.EnCommentFragment[];
  marks: ExampleMarks;
  pageUrl: string;
}

/** The blog article followed by its sample comments and the leave-a-comment form. */
export function ArticleWithComments({
  article,
  comments,
  marks,
  pageUrl,
}: ArticleWithCommentsProps) {
  const commentBox = useRef<HTMLTextAreaElement>(null);
  const onReply = () => {
    commentBox.current?.scrollIntoView?.({ behavior: "smooth", block: "center" });
    commentBox.current?.focus({ preventScroll: true });
  };
  return (
    <Section id="article">
      <div className={styles.column}>
        <ArticleBody article={article} authorMark={marks.author} pageUrl={pageUrl} />
        <CommentList
          comments={comments}
          labels={article.comments}
          mark={marks.comment}
          onReply={onReply}
        />
        <CommentForm ref={commentBox} labels={article.form} />
      </div>
    </Section>
  );
}
