// A placeholder the site shows (the invented company name, the stand-in video) carries a visible
// "example" mark in a preview build, and none once it is real.
import React from "react";
import { render, screen } from "@testing-library/react";
import { Logo } from "../../src/components/layout/Logo";
import { VideoModal } from "../../src/components/ui/VideoModal";

describe("example marks", () => {
  it("the logo shows its mark next to a placeholder name only", () => {
    const { rerender } = render(
      <Logo companyName="Firma" label="Acasă" example="Nume de exemplu" />,
    );
    expect(screen.getByRole("link", { name: "Acasă" })).toHaveTextContent("Nume de exemplu");
    rerender(<Logo companyName="Firma" label="Acasă" />);
    expect(screen.getByRole("link", { name: "Acasă" })).toHaveTextContent(/^Firma$/);
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
