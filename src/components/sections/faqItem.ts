// The fields of one FAQ item that the FAQ sections and their JSON-LD render (both languages).
import { graphql } from "gatsby";

export const query = graphql`
  fragment FaqItem on FaqJson {
    jsonId
    title
    desc
  }
`;
