import React from "react";
import { ButtonLink, type LinkData } from "./ButtonLink";

interface CallToActionProps {
  /** The heading's level: h1 in a hero, h2 in a section. */
  as: "h1" | "h2";
  titleId: string;
  title: string;
  text: string;
  /** The main action, a light button. */
  primary: LinkData;
  /** The second action, an outlined button beside it. */
  secondary: LinkData;
  /** The caller's CSS module, so each block keeps its own look: title, text, actions, secondary. */
  classes: { readonly [name: string]: string };
}

/** A heading, a sentence and two actions: the call-to-action block of heroes and aside boxes. */
export function CallToAction({
  as: Heading,
  titleId,
  title,
  text,
  primary,
  secondary,
  classes,
}: CallToActionProps) {
  return (
    <>
      <Heading id={titleId} className={classes.title}>
        {title}
      </Heading>
      <p className={classes.text}>{text}</p>
      <div className={classes.actions}>
        <ButtonLink to={primary.link} variant="light">
          {primary.label}
        </ButtonLink>
        <ButtonLink to={secondary.link} variant="outline" className={classes.secondary}>
          {secondary.label}
        </ButtonLink>
      </div>
    </>
  );
}
