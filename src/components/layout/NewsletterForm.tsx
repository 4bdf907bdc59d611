import React from "react";
import * as styles from "./NewsletterForm.module.css";
import { INTERACTIVE } from "../ui/Static";

interface NewsletterFormProps {
  id: string;
  label: string;
  placeholder: string;
  button: string;
}

/** Template newsletter sign-up: submit is prevented and nothing is sent (the site keeps no mailing list). */
export function NewsletterForm({ id, label, placeholder, button }: NewsletterFormProps) {
  return (
    <form {...INTERACTIVE} className={styles.form} onSubmit={(event) => event.preventDefault()}>
      <label htmlFor={id} className="visually-hidden">
        {label}
      </label>
      <input
        id={id}
        name="email"
        type="email"
        autoComplete="email"
        className={styles.input}
        placeholder={placeholder}
      />
      <button type="submit" className={styles.button}>
        {button}
      </button>
    </form>
  );
}
