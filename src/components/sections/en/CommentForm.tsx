import React, { forwardRef, useEffect, useState } from "react";
import { loadCommentAuthor, saveCommentAuthor } from "./commentStorage";
import { useConsent } from "../../../consent/ConsentContext";
import * as styles from "./CommentForm.module.css";
import { INTERACTIVE } from "../../ui/Static";

/**
 * Leave-a-comment form. Comments are not published on this sample article: submitting sends
 * nothing, keeps what was typed and says so; "remember me" stores name and email in this browser,
 * which is functional storage: without that consent the box is off and says how to allow it.
 * The forwarded ref points at the comment box, so a Reply button can move focus there.
 */
export const CommentForm = forwardRef<
  HTMLTextAreaElement,
  { labels: NonNullable<Queries.BlogDetailsPageQuery["enBlogDetailsJson"]>["form"] }
>(function CommentForm({ labels }, commentRef) {
  const [name, setName] = useState("");
  const [email, setEmail] = useState("");
  const [comment, setComment] = useState("");
  const [remember, setRemember] = useState(false);
  const [submitted, setSubmitted] = useState(false);
  const { allows, reopen } = useConsent();
  const mayRemember = allows("functional");

  useEffect(() => {
    if (!mayRemember) return;
    const saved = loadCommentAuthor();
    if (!saved) return;
    setName(saved.name);
    setEmail(saved.email);
    setRemember(true);
  }, [mayRemember]);

  const onSubmit = (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // Unticking forgets a stored author; without consent there is nothing stored to forget.
    if (mayRemember) saveCommentAuthor(remember ? { name, email } : null);
    setSubmitted(true);
  };

  return (
    <form
      {...INTERACTIVE}
      className={styles.form}
      onSubmit={onSubmit}
      aria-labelledby="comment-form-title"
    >
      <h2 id="comment-form-title" className={styles.title}>
        {labels.title}
      </h2>
      <p className={styles.note}>{labels.text}</p>
      <div className={styles.row}>
        <label className={styles.field}>
          <span className="visually-hidden">{labels.name}</span>
          <input
            name="name"
            type="text"
            autoComplete="name"
            placeholder={labels.name}
            required
            value={name}
            onChange={(e) => setName(e.target.value)}
          />
        </label>
        <label className={styles.field}>
          <span className="visually-hidden">{labels.email}</span>
          <input
            name="email"
            type="email"
            autoComplete="email"
            placeholder={labels.email}
            required
            value={email}
            onChange={(e) => setEmail(e.target.value)}
          />
        </label>
      </div>
      <label className={styles.field}>
        <span className="visually-hidden">{labels.comment}</span>
        <textarea
          ref={commentRef}
          name="comment"
          rows={5}
          placeholder={labels.comment}
          required
          value={comment}
          onChange={(e) => setComment(e.target.value)}
        />
      </label>
      <label className={styles.check}>
        <input
          type="checkbox"
          name="remember"
          checked={remember && mayRemember}
          disabled={!mayRemember}
          aria-describedby={mayRemember ? undefined : "comment-remember-consent"}
          onChange={(e) => setRemember(e.target.checked)}
        />
        <span>{labels.remember}</span>
      </label>
      {!mayRemember && (
        <p id="comment-remember-consent" className={styles.note}>
          {labels.rememberConsent}{" "}
          <button type="button" className={styles.link} onClick={reopen}>
            {labels.rememberSettings}
          </button>
        </p>
      )}
      <button type="submit" className={styles.submit}>
        {labels.submit}
      </button>
      <p className={styles.status} role="status">
        {submitted ? labels.status : ""}
      </p>
    </form>
  );
});
