// What changed between two copies of a folder, file by file and line by line: the content
// editor's tests compare the editor's temporary copy of data/ with the repository's data/.
import fs from "node:fs";
import path from "node:path";

export interface LineChange {
  line: number;
  before: string;
  after: string;
}

export interface FolderDiff {
  /** Paths (relative, with /) present in only one of the two folders. */
  added: string[];
  removed: string[];
  /** For every file whose bytes differ: its changed lines, or null when the line count differs. */
  changed: Record<string, LineChange[] | null>;
}

function listFiles(root: string, dir = ""): string[] {
  return fs.readdirSync(path.join(root, dir), { withFileTypes: true }).flatMap((entry) => {
    const relative = dir ? `${dir}/${entry.name}` : entry.name;
    return entry.isDirectory() ? listFiles(root, relative) : [relative];
  });
}

function lineChanges(before: string, after: string): LineChange[] | null {
  const old = before.split("\n");
  const now = after.split("\n");
  if (old.length !== now.length) return null;
  return old.flatMap((text, i) =>
    text === now[i] ? [] : [{ line: i + 1, before: text, after: now[i] }],
  );
}

export function diffFolders(before: string, after: string): FolderDiff {
  const oldFiles = new Set(listFiles(before));
  const newFiles = new Set(listFiles(after));
  const changed: FolderDiff["changed"] = {};
  for (const file of [...oldFiles].filter((name) => newFiles.has(name)).sort()) {
    const a = fs.readFileSync(path.join(before, file));
    const b = fs.readFileSync(path.join(after, file));
    if (!a.equals(b)) changed[file] = lineChanges(a.toString("utf8"), b.toString("utf8"));
  }
  return {
    added: [...newFiles].filter((name) => !oldFiles.has(name)).sort(),
    removed: [...oldFiles].filter((name) => !newFiles.has(name)).sort(),
    changed,
  };
}
