// The document head as the page's HeadTags left it: the title, <html lang>, and the attributes of
// every meta and link, and the type and text of every script.

type Tag = Record<string, string>;

const attributesOf = (element: Element): Tag =>
  Object.fromEntries(
    Array.from(element.attributes, (attribute) => [attribute.name, attribute.value]),
  );

export function documentHead() {
  const head = document.head;
  return {
    title: head.querySelector("title")?.textContent ?? "",
    htmlAttributes: { lang: document.documentElement.lang },
    metaTags: Array.from(head.querySelectorAll("meta"), attributesOf),
    linkTags: Array.from(head.querySelectorAll("link"), attributesOf),
    scriptTags: Array.from(head.querySelectorAll("script"), (script) => ({
      type: script.type,
      innerHTML: script.innerHTML,
    })),
  };
}
