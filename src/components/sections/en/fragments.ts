// GraphQL fragments shared by several English page queries (Gatsby picks them up from any src file).
import { graphql } from "gatsby";

export const query = graphql`
  fragment LinkFields on Link {
    label
    link
  }
  fragment HeadingFields on Heading {
    eyebrow
    title
    text
  }
  fragment EnHeadingLinkFields on EnHeadingLink {
    eyebrow
    title
    text
    button {
      ...LinkFields
    }
  }
`;
