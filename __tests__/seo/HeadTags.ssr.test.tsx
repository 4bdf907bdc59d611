/** @jest-environment node */
// HeadTags at build time: the page's tags are collected for gatsby-ssr, each marked with its
// instance's id, with the page's language, and the collection starts afresh for the next page.
import React from "react";
import { renderToString } from "react-dom/server";
import { HeadTags, takeServerHead } from "../../src/seo/HeadTags";

it("collects the tags and language of the page it renders, once", () => {
  const body = renderToString(
    <main>
      <HeadTags lang="ro">
        <title>Leasing</title>
        {false}
        <meta name="description" content="Leasing" />
      </HeadTags>
      <HeadTags>
        <style dangerouslySetInnerHTML={{ __html: ".a{}" }} />
      </HeadTags>
    </main>,
  );
  expect(body).toBe("<main></main>");
  const head = takeServerHead();
  expect(head.htmlLang).toBe("ro");
  const markup = head.tags.map((tag) => renderToString(tag));
  expect(markup).toHaveLength(3);
  expect(markup[0]).toMatch(/^<title data-head="(:[^"]+:)">Leasing<\/title>$/);
  const [first, second] = [markup[0], markup[2]].map((m) => /data-head="([^"]+)"/.exec(m)![1]);
  expect(markup[1]).toBe(`<meta name="description" content="Leasing" data-head="${first}"/>`);
  expect(markup[2]).toBe(`<style data-head="${second}">.a{}</style>`);
  expect(second).not.toBe(first);
  expect(takeServerHead()).toEqual({ tags: [], htmlLang: null });
});
