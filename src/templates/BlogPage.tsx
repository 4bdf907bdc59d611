import React from "react";
import { graphql, type PageProps } from "gatsby";
import type { PageContext } from "../types";
import { PostGrid } from "../components/sections/en/PostGrid";

/** /blog: article cards (image, tag, title), each linking to /blog-details. */
export default function BlogPage({ data }: PageProps<Queries.BlogPageQuery, PageContext>) {
  const heading = data.enInnerJson?.blog;
  if (!heading) return null;
  return <PostGrid id="blog" heading={heading} posts={data.allPostJson.nodes} />;
}

export const query = graphql`
  query BlogPage {
    enInnerJson {
      blog {
        ...EnHeadingFields
      }
    }
    allPostJson(
      filter: { page: { eq: "inner_page" }, kind: { eq: "blog" } }
      sort: { jsonId: ASC }
    ) {
      nodes {
        ...EnPostCard
      }
    }
  }
`;
