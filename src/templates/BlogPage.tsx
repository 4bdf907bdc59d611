import React from "react";
import { graphql, type PageProps } from "gatsby";
import type { PageContext } from "../types";
import { requireData } from "../utils/requireData";
import { PostGrid } from "../components/sections/en/PostGrid";
import { PageSections } from "../components/ui/PageSections";

/** /blog: article cards (image, tag, title), each linking to /blog-details. */
export default function BlogPage({
  data,
  pageContext,
}: PageProps<Queries.BlogPageQuery, PageContext>) {
  const heading = requireData(pageContext.pagePath, data, ["enInnerJson"]).enInnerJson.blog;
  return (
    <PageSections>
      <PostGrid id="blog" heading={heading} posts={data.allPostJson.nodes} />
    </PageSections>
  );
}

export const query = graphql`
  query BlogPage {
    enInnerJson {
      blog {
        ...HeadingFields
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
