import React from "react";
import { graphql, type PageProps } from "gatsby";
import type { PageContext } from "../types";
import { requireData } from "../utils/requireData";
import { useSiteData } from "../hooks/useSiteData";
import { ArticleWithComments } from "../components/sections/en/ArticleWithComments";
import { PostGrid } from "../components/sections/en/PostGrid";
import { PageSections } from "../components/ui/PageSections";

/** /blog-details: the sample article with share links, comments, comment form and related posts. */
export default function BlogDetailsPage({
  data,
  pageContext,
}: PageProps<Queries.BlogDetailsPageQuery, PageContext>) {
  const { siteUrl } = useSiteData();
  const { enBlogDetailsJson: article, enLabelsJson } = requireData(pageContext.pagePath, data, [
    "enBlogDetailsJson",
    "enLabelsJson",
  ]);
  return (
    <PageSections>
      <ArticleWithComments
        article={article}
        comments={data.allCommentJson.nodes}
        marks={enLabelsJson.exampleMarks}
        pageUrl={`${siteUrl}${pageContext.pagePath}`}
      />
      <PostGrid
        id="related"
        heading={article.related}
        posts={data.allPostJson.nodes}
        tone="light"
      />
    </PageSections>
  );
}

export const query = graphql`
  query BlogDetailsPage {
    enBlogDetailsJson {
      ...EnArticleFields
      comments {
        title
        reply
        replyLabel
      }
      form {
        title
        text
        name
        email
        comment
        remember
        rememberConsent
        rememberSettings
        submit
        status
      }
      related {
        ...HeadingFields
      }
    }
    enLabelsJson {
      ...EnExampleMarks
    }
    allCommentJson(sort: { jsonId: ASC }) {
      nodes {
        ...EnComment
      }
    }
    allPostJson(
      filter: { page: { eq: "inner_page" }, kind: { eq: "blog" } }
      sort: { jsonId: ASC }
      skip: 1
      limit: 3
    ) {
      nodes {
        ...EnPostCard
      }
    }
  }
`;
