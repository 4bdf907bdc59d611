import React, { useEffect, useState } from "react";
import { SOURCE_FIELD } from "../../contract/contact";
import { currentRoute } from "./leadSource";

/**
 * Hidden field with the page's route, so a form posted without JavaScript says where it came from;
 * filled after hydration, since the same component renders for every page at build time.
 */
export function LeadSourceField() {
  const [route, setRoute] = useState("");
  useEffect(() => setRoute(currentRoute()), []);
  return <input type="hidden" name={SOURCE_FIELD} value={route} />;
}
