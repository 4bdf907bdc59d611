import React from "react";
import { ErrorBoundary } from "./ErrorBoundary";
import { Static } from "./Static";

/**
 * A page's sections, each behind its own error boundary (a section that fails shows a short message
 * and the others stay) and each a Static: React hydrates only the sections that hold a widget.
 * JSON-LD and other head tags stay outside, where React manages them.
 */
export function PageSections({ children }: { children: React.ReactNode }) {
  return (
    <>
      {React.Children.toArray(children).map((child, index) => (
        <ErrorBoundary key={React.isValidElement(child) ? child.key : index} part="section">
          <Static id={`section-${index + 1}`}>{child}</Static>
        </ErrorBoundary>
      ))}
    </>
  );
}
