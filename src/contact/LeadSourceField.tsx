import React, { useEffect, useState } from "react";
import { currentRoute } from "./leadSource";
import { SOURCE_FIELD } from "../../contract/forms/antiBot";

/**
 * Hidden field with the page's route, so a form posted without JavaScript says where it came from;
 * filled after hydration, since the same component renders for every page at build time.
 */
export function LeadSourceField() {
  const [route, setRoute] = useState("");
  useEffect(() => setRoute(currentRoute()), []);
  return <input type="hidden" name={SOURCE_FIELD} value={route} />;
}
