import React from "react";
import { HeadTags } from "./HeadTags";

/** One schema.org block in the page head; `<` is escaped so text can never close the script. */
export function JsonLd({ data }: { data: Record<string, unknown> }) {
  return (
    <HeadTags>
      <script
        type="application/ld+json"
        dangerouslySetInnerHTML={{ __html: JSON.stringify(data).replace(/</g, "\\u003c") }}
      />
    </HeadTags>
  );
}
