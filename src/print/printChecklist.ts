// Printing a page with a document checklist (src/components/sections/ro/DocumentChecklist.tsx):
// the print stylesheet shows a closed disclosure's content, and this handler opens it for the
// print where a browser's stylesheet cannot (before `::details-content`), closing again after the
// print what it opened. The checklist's button prints the page, its list opened.

/** On a `<details>` the print opens when it is closed. */
export const PRINT_OPEN_ATTRIBUTE = "data-print-open";
/** On a button that prints its section's checklist: the value is the section's id. */
export const PRINT_BUTTON_ATTRIBUTE = "data-print-checklist";

/** Listens on `win` for the print and for the print buttons; returns what stops it. */
export function watchPrint(win: Window = window): () => void {
  const doc = win.document;
  const opened = new Set<HTMLDetailsElement>();
  const open = () => {
    doc.querySelectorAll<HTMLDetailsElement>(`details[${PRINT_OPEN_ATTRIBUTE}]`).forEach((d) => {
      if (d.open) return;
      d.open = true;
      opened.add(d);
    });
  };
  const restore = () => {
    opened.forEach((d) => (d.open = false));
    opened.clear();
  };
  const click = (event: MouseEvent) => {
    const target = event.target instanceof Element ? event.target : null;
    const button = target?.closest(`[${PRINT_BUTTON_ATTRIBUTE}]`);
    if (!button) return;
    const section = doc.getElementById(button.getAttribute(PRINT_BUTTON_ATTRIBUTE) ?? "");
    const details = section?.querySelector("details");
    if (details) details.open = true; // the visitor asked for the list: it stays open after
    win.print();
  };
  win.addEventListener("beforeprint", open);
  win.addEventListener("afterprint", restore);
  doc.addEventListener("click", click);
  return () => {
    win.removeEventListener("beforeprint", open);
    win.removeEventListener("afterprint", restore);
    doc.removeEventListener("click", click);
  };
}
