import React, { forwardRef, useEffect, useState } from "react";
import { loadCommentAuthor, saveCommentAuthor } from "./commentStorage";
import * as styles from "./CommentForm.module.css";
import * as controls from "../../../styles/controls.module.css";
import { INTERACTIVE } from "../../ui/Static";

interface AuthorFieldProps {
  name: "name" | "email";
  type: "text" | "email";
  label: string;
  value: string;
  onChange: (value: string) => void;
}

/** A required author field whose label is read aloud only: the placeholder shows the same words. */
function AuthorField({ name, type, label, value, onChange }: AuthorFieldProps) {
  return (
    <label className={styles.field}>
      <span className="visually-hidden">{label}</span>
      <input
        className={controls.input}
        name={name}
        type={type}
        autoComplete={name}
        placeholder={label}
        required
        value={value}
        onChange={(e) => onChange(e.target.value)}
      />
    </label>
  );
}

/**
 * Leave-a-comment form. Comments are not published on this sample article: submitting sends
 * nothing, keeps what was typed and says so; "remember me" stores name and email in this browser.
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

  useEffect(() => {
    const saved = loadCommentAuthor();
    if (!saved) return;
    setName(saved.name);
    setEmail(saved.email);
    setRemember(true);
  }, []);

  const onSubmit = (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    saveCommentAuthor(remember ? { name, email } : null);
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
        <AuthorField name="name" type="text" label={labels.name} value={name} onChange={setName} />
        <AuthorField
          name="email"
          type="email"
          label={labels.email}
          value={email}
          onChange={setEmail}
        />
      </div>
      <label className={styles.field}>
        <span className="visually-hidden">{labels.comment}</span>
        <textarea
          className={controls.input}
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
          checked={remember}
          onChange={(e) => setRemember(e.target.checked)}
        />
        <span>{labels.remember}</span>
      </label>
      <button type="submit" className={styles.submit}>
        {labels.submit}
      </button>
      <p className={styles.status} role="status">
        {submitted ? labels.status : ""}
      </p>
    </form>
  );
});
