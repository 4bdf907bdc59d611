import React, { useRef } from "react";
import { Section } from "../../ui/Section";
import { ArticleBody, type ArticleData } from "./ArticleBody";
import { CommentForm, type CommentFormLabels } from "./CommentForm";
import { CommentList, type CommentData, type CommentLabels } from "./CommentList";
import * as styles from "./ArticleWithComments.module.css";

interface ArticleWithCommentsProps {
  article: ArticleData & { readonly comments: CommentLabels; readonly form: CommentFormLabels };
  comments: readonly CommentData[];
  pageUrl: string;
}

/** The blog article followed by its sample comments and the leave-a-comment form. */
export function ArticleWithComments({ article, comments, pageUrl }: ArticleWithCommentsProps) {
  const commentBox = useRef<HTMLTextAreaElement>(null);
  const onReply = () => {
    commentBox.current?.scrollIntoView?.({ behavior: "smooth", block: "center" });
    commentBox.current?.focus({ preventScroll: true });
  };
  return (
    <Section id="article">
      <div className={styles.column}>
        <ArticleBody article={article} pageUrl={pageUrl} />
        <CommentList comments={comments} labels={article.comments} onReply={onReply} />
        <CommentForm ref={commentBox} labels={article.form} />
      </div>
    </Section>
  );
}
