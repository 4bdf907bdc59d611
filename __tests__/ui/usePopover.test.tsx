// The popover hook hands out one object for as long as the popover's state stays the same, so the
// memoised side menu that takes it is not rendered again when the header renders for anything else
// (its search opening, turning sticky). jsdom has no Popover API: the hook's fallback opens it.
import React from "react";
import { act, render, screen } from "@testing-library/react";
import { usePopover, type Popover } from "../../src/hooks/usePopover";

function Probe({ seen, label }: { seen: Popover<HTMLDivElement>[]; label: string }) {
  const popover = usePopover<HTMLDivElement>();
  seen.push(popover);
  return (
    <div ref={popover.ref} popover="auto">
      <button type="button" onClick={popover.showIfUnsupported}>
        {label}
      </button>
    </div>
  );
}

it("keeps its object across renders that change nothing of it, and gives a new one when it opens", () => {
  const seen: Popover<HTMLDivElement>[] = [];
  const { rerender } = render(<Probe seen={seen} label="Meniu" />);
  const settled = seen[seen.length - 1];
  expect(settled.open).toBe(false);

  rerender(<Probe seen={seen} label="Meniul" />);
  expect(seen[seen.length - 1]).toBe(settled);

  act(() => screen.getByRole("button").click());
  const opened = seen[seen.length - 1];
  expect(opened.open).toBe(true);
  expect(opened).not.toBe(settled);
  expect(opened.hide).toBe(settled.hide);
});
