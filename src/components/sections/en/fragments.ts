// GraphQL fragments shared by several English page queries (Gatsby picks them up from any src file).
import { graphql } from "gatsby";

export const query = graphql`
  fragment EnLinkFields on EnLink {
    label
    link
  }
  fragment EnHeadingFields on EnHeading {
    eyebrow
    title
    text
  }
  fragment EnHeadingLinkFields on EnHeadingLink {
    eyebrow
    title
    text
    button {
      ...EnLinkFields
    }
  }
`;
