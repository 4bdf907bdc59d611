// The comment form's "remember me" box keeps name and email in this browser only; nothing is sent.
// It is functional storage: the form saves only with that consent (see CommentForm), and the
// consent module removes the key when the consent is withdrawn.
import { COMMENT_AUTHOR_KEY } from "../../../constants";

export { COMMENT_AUTHOR_KEY };

export interface CommentAuthor {
  name: string;
  email: string;
}

export function loadCommentAuthor(): CommentAuthor | null {
  try {
    const raw = window.localStorage.getItem(COMMENT_AUTHOR_KEY);
    if (!raw) return null;
    const parsed: unknown = JSON.parse(raw);
    if (parsed && typeof parsed === "object" && "name" in parsed && "email" in parsed) {
      const { name, email } = parsed as Record<string, unknown>;
      if (typeof name === "string" && typeof email === "string") return { name, email };
    }
    return null;
  } catch {
    return null;
  }
}

export function saveCommentAuthor(author: CommentAuthor | null): void {
  try {
    if (author) window.localStorage.setItem(COMMENT_AUTHOR_KEY, JSON.stringify(author));
    else window.localStorage.removeItem(COMMENT_AUTHOR_KEY);
  } catch {
    // Storage may be unavailable (private mode); the form still works without it.
  }
}
