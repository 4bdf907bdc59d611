import React from "react";
import type { WrapPageElementBrowserArgs } from "gatsby";
import { Layout } from "./components/layout/Layout";
import type { PageContext } from "./types";

/** Every page wears the Layout, dressed from the context createPages gave it. */
export function wrapPageElement({
  element,
  props,
}: Pick<WrapPageElementBrowserArgs, "element" | "props">) {
  return <Layout pageContext={props.pageContext as unknown as PageContext}>{element}</Layout>;
}
