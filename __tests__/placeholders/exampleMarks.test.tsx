// A placeholder the site shows (the invented company name, the stand-in video) carries a visible
// "example" mark in a preview build, and none once it is real.
import React from "react";
import { render, screen } from "@testing-library/react";
import { Logo } from "../../src/components/layout/Logo";
import { VideoModal } from "../../src/components/ui/VideoModal";

describe("example marks", () => {
  it("the logo shows its mark next to a placeholder name only, outside the link", () => {
    const { container, rerender } = render(
      <Logo companyName="Firma" label="Firma – pagina principală" example="Nume de exemplu" />,
    );
    const link = screen.getByRole("link", { name: "Firma – pagina principală" });
    // The link's name holds all of its visible text (WCAG 2.5.3); the mark is read right after it.
    expect(link).toHaveTextContent(/^Firma$/);
    expect(container).toHaveTextContent(/^FirmaNume de exemplu$/);
    rerender(<Logo companyName="Firma" label="Firma – pagina principală" />);
    expect(container).toHaveTextContent(/^Firma$/);
  });

  it("the video dialog says when the video is a stand-in", () => {
    const props = {
      open: true,
      onClose: () => undefined,
      videoId: "x",
      title: "Videoclip",
      closeLabel: "Închide",
      blockedText: "Blocat",
      acceptLabel: "Accept",
    };
    const { rerender } = render(<VideoModal {...props} example="Videoclip de exemplu" />);
    expect(screen.getByRole("dialog")).toHaveTextContent("Videoclip de exemplu");
    rerender(<VideoModal {...props} />);
    expect(screen.getByRole("dialog")).not.toHaveTextContent("exemplu");
  });
});
