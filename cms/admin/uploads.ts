// What the editor accepts as a new image, checked the moment a file is picked, before Decap reads
// it: the formats the build's image pipeline (sharp) turns into the site's responsive images, and a
// size that keeps the repository and the build light. The site's own illustrations weigh under
// 110 KB; a photo exported at 1920 px stays well under the limit.

export const IMAGE_TYPES: Record<string, string> = {
  "image/png": "PNG",
  "image/jpeg": "JPEG",
  "image/webp": "WebP",
  "image/avif": "AVIF",
};

export const MAX_IMAGE_BYTES = 1024 * 1024;

const megabytes = (bytes: number) =>
  (bytes / (1024 * 1024)).toLocaleString("ro-RO", { maximumFractionDigits: 2 });

/** Why `file` cannot be uploaded, in Romanian, or null when it can. */
export function uploadProblem(file: { name: string; type: string; size: number }): string | null {
  if (!(file.type in IMAGE_TYPES)) {
    const formats = Object.values(IMAGE_TYPES);
    return (
      `„${file.name}” nu poate fi folosit: imaginile site-ului trebuie să fie ` +
      `${formats.slice(0, -1).join(", ")} sau ${formats[formats.length - 1]}.`
    );
  }
  if (file.size > MAX_IMAGE_BYTES) {
    return (
      `„${file.name}” are ${megabytes(file.size)} MB; o imagine poate avea cel mult ` +
      `${megabytes(MAX_IMAGE_BYTES)} MB. Micșoreaz-o (de exemplu la 1920 px lățime) și încarc-o din nou.`
    );
  }
  return null;
}

/**
 * Checks every file picked in the editor before Decap sees it: listening on the document in the
 * capture phase runs ahead of React's own listener on its root, so a refused file is never
 * uploaded. The message comes in the same kind of dialog as Decap's own upload errors.
 */
export function checkUploads(): void {
  document.addEventListener(
    "change",
    (event) => {
      const input = event.target;
      if (!(input instanceof HTMLInputElement) || input.type !== "file" || !input.files) return;
      const problems = [...input.files].map(uploadProblem).filter((p): p is string => !!p);
      if (problems.length === 0) return;
      event.stopImmediatePropagation();
      input.value = "";
      window.alert(problems.join("\n"));
    },
    true,
  );
}
