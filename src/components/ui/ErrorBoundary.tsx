import React, { useContext } from "react";
import { useChrome } from "../../hooks/useChrome";
import { LangContext } from "../../i18n/LangContext";
import { onDemand } from "../../onDemand";
import * as styles from "./ErrorBoundary.module.css";

/** Which part failed, so the visitor reads what is missing (copy in data/ui.json). */
export type FailedPart = "section" | "simulator" | "search";

const MESSAGE: Record<FailedPart, "errorSection" | "errorSimulator" | "errorSearch"> = {
  section: "errorSection",
  simulator: "errorSimulator",
  search: "errorSearch",
};

interface ErrorBoundaryProps {
  part: FailedPart;
  children: React.ReactNode;
}

/**
 * Keeps a failure where it happened: a part of the page that throws while rendering shows a short
 * message in its place, the rest of the page stays, and the error is reported to the server (the
 * reporting code is fetched then: most visits never need it).
 */
export class ErrorBoundary extends React.Component<ErrorBoundaryProps, { failed: boolean }> {
  state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  componentDidCatch(error: unknown, info: React.ErrorInfo) {
    // Reporting must never make a broken page worse: a report whose code cannot load is dropped.
    onDemand.errorReport().then(
      (reportClientError) => reportClientError(error, { componentStack: info.componentStack }),
      () => undefined,
    );
  }

  render() {
    return this.state.failed ? <PartFailed part={this.props.part} /> : this.props.children;
  }
}

function PartFailed({ part }: { part: FailedPart }) {
  const { ui } = useChrome(useContext(LangContext));
  return (
    <div role="status" className={styles.failed}>
      <p>{ui[MESSAGE[part]]}</p>
    </div>
  );
}
