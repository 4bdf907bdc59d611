// No published text file may carry a control character: a NUL or a stray C1 byte in a page is text
// a visitor, a search engine or a mail client reads wrong (React 18 once padded a Romanian alt text
// with a NUL). Tab, line feed and carriage return are the only control characters text needs.
import fs from "node:fs";
import path from "node:path";

/** The text files a build publishes: pages, page data, scripts, styles, sitemaps, robots.txt. */
export const PUBLISHED_TEXT = /\.(?:html|json|js|mjs|css|xml|txt|svg|map|webmanifest)$/i;
/** C0 except tab, line feed and carriage return; DEL; C1. */
// eslint-disable-next-line no-control-regex -- matching control characters is the point here
const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/g;
/**
 * The same characters in UTF-8 bytes read one byte per character (latin1): C0 and DEL are single
 * bytes no multi-byte character contains, C1 is 0xC2 then 0x80–0x9F. Reading bytes that way is
 * several times faster than decoding UTF-8, so only a file with a hit is decoded.
 */
// eslint-disable-next-line no-control-regex -- as above
const CONTROL_BYTES = /[\x00-\x08\x0b\x0c\x0e-\x1f\x7f]|\xc2[\x80-\x9f]/;
/** Characters of text shown on each side of a finding. */
export const CONTEXT_CHARS = 30;
/** Findings listed in a failure message; the rest are counted. */
export const MAX_LISTED = 20;

export interface ControlCharacter {
  /** Posix path relative to the scanned directory. */
  file: string;
  /** 1-based, in lines of the decoded text. */
  line: number;
  /** 1-based, in UTF-16 code units of the line (characters, for text outside the astral planes). */
  column: number;
  /** The character as U+XXXX. */
  codePoint: string;
  /** The text around it on one line, control characters and line breaks escaped. */
  context: string;
}

const LINE_BREAKS: Record<string, string> = { "\t": "\\t", "\n": "\\n", "\r": "\\r" };

/** `text` on one line: control characters as \u escapes, tabs and line breaks as \t, \n, \r. */
function visible(text: string): string {
  return text
    .replace(CONTROL, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, "0")}`)
    .replace(/[\t\n\r]/g, (c) => LINE_BREAKS[c]);
}

/** Every control character of `text`, with where it is and what surrounds it. */
export function findInText(file: string, text: string): ControlCharacter[] {
  const found: ControlCharacter[] = [];
  let line = 1;
  let lineStart = 0;
  let counted = 0;
  for (const match of text.matchAll(CONTROL)) {
    const at = match.index;
    for (let i = text.indexOf("\n", counted); i !== -1 && i < at; i = text.indexOf("\n", i + 1)) {
      line += 1;
      lineStart = i + 1;
    }
    counted = at;
    found.push({
      file,
      line,
      column: at - lineStart + 1,
      codePoint: `U+${match[0].charCodeAt(0).toString(16).toUpperCase().padStart(4, "0")}`,
      context: visible(text.slice(Math.max(0, at - CONTEXT_CHARS), at + 1 + CONTEXT_CHARS)),
    });
  }
  return found;
}

export interface ScanResult {
  /** Text files read. */
  files: number;
  findings: ControlCharacter[];
}

/** Reads every published text file under `dir` (other files are not opened) and lists what it finds. */
export function scanPublishedText(dir: string): ScanResult {
  const result: ScanResult = { files: 0, findings: [] };
  const entries = fs.readdirSync(dir, { recursive: true, withFileTypes: true });
  for (const entry of entries) {
    if (!entry.isFile() || !PUBLISHED_TEXT.test(entry.name)) continue;
    const full = path.join(entry.parentPath, entry.name);
    const file = path.relative(dir, full).split(path.sep).join("/");
    result.files += 1;
    const bytes = fs.readFileSync(full);
    if (CONTROL_BYTES.test(bytes.toString("latin1"))) {
      result.findings.push(...findInText(file, bytes.toString("utf8")));
    }
  }
  return result;
}

/** One line per finding (the first MAX_LISTED), for a build failure. */
export function describeFindings(findings: readonly ControlCharacter[]): string {
  const lines = findings
    .slice(0, MAX_LISTED)
    .map((f) => `${f.file}:${f.line}:${f.column} ${f.codePoint} in "${f.context}"`);
  if (findings.length > MAX_LISTED) lines.push(`…and ${findings.length - MAX_LISTED} more`);
  return lines.join("\n  ");
}
