import React from "react";
import { Head } from "./Head";

/** One schema.org block in the page head; `<` is escaped so text can never close the script. */
export function JsonLd({ data }: { data: Record<string, unknown> }) {
  return (
    <Head>
      <script type="application/ld+json">{JSON.stringify(data).replace(/</g, "\\u003c")}</script>
    </Head>
  );
}
