import React, { useContext } from "react";
import { useChrome } from "../../hooks/useChrome";
import { LangContext } from "../../i18n/LangContext";
import { reportClientError } from "../../errors/report";
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
 * message in its place, the rest of the page stays, and the error is reported to the server.
 */
export class ErrorBoundary extends React.Component<ErrorBoundaryProps, { failed: boolean }> {
  state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  componentDidCatch(error: unknown, info: React.ErrorInfo) {
    reportClientError(error, { componentStack: info.componentStack });
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
