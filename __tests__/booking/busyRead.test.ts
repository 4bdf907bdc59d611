/** @jest-environment node */
// Reading the office's calendar by itself: a file by path or file: URL, an http(s) or webcal
// address (webcal is read over https), the size bound on a file, an answer that is not a success,
// and the source as the log names it, without a private address's path or query.
import fs from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import type { AddressInfo } from "node:net";
import { pathToFileURL } from "node:url";
import { readCalendar, sourceLabel, sourceUrl } from "../../server/booking/busyRead";

const BOUNDS = { timeoutMs: 2_000, maxBytes: 100 };
const TEXT = "BEGIN:VCALENDAR\r\nEND:VCALENDAR\r\n";

let tmp: string;
beforeAll(() => {
  tmp = fs.mkdtempSync(path.join(os.tmpdir(), "busy-read-"));
});
afterAll(() => fs.rmSync(tmp, { recursive: true, force: true }));

it("tells a file from an address, and reads webcal over https", () => {
  expect(sourceUrl("/srv/office.ics")).toBeNull();
  expect(sourceUrl("file:///srv/office.ics")).toBeNull();
  expect(sourceUrl("http://cal.example.ro/a.ics")?.href).toBe("http://cal.example.ro/a.ics");
  expect(sourceUrl("webcal://cal.example.ro/private/a.ics")?.href).toBe(
    "https://cal.example.ro/private/a.ics",
  );
});

it("names an address by its scheme and host only, and a file by its path", () => {
  expect(sourceLabel("https://cal.example.ro/private-s3cret/basic.ics?token=x")).toBe(
    "https://cal.example.ro/…",
  );
  expect(sourceLabel("webcal://cal.example.ro/private-s3cret/basic.ics")).toBe(
    "https://cal.example.ro/…",
  );
  expect(sourceLabel("/srv/office.ics")).toBe("/srv/office.ics");
});

it("reads a file by path or file: URL, and refuses one over the size bound", async () => {
  const file = path.join(tmp, "office.ics");
  fs.writeFileSync(file, TEXT);
  await expect(readCalendar(file, BOUNDS)).resolves.toBe(TEXT);
  await expect(readCalendar(pathToFileURL(file).href, BOUNDS)).resolves.toBe(TEXT);
  const big = path.join(tmp, "big.ics");
  fs.writeFileSync(big, "x".repeat(BOUNDS.maxBytes + 1));
  await expect(readCalendar(big, BOUNDS)).rejects.toThrow(`larger than ${BOUNDS.maxBytes} bytes`);
  await expect(readCalendar(path.join(tmp, "missing.ics"), BOUNDS)).rejects.toThrow(/ENOENT/);
});

describe("over HTTP", () => {
  let server: http.Server;
  let base: string;

  beforeAll(async () => {
    server = http.createServer((req, res) => {
      if (req.url === "/cal.ics") res.writeHead(200).end(TEXT);
      else res.writeHead(404).end("not found");
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  });

  it("reads the answer's text, and refuses an answer that is not a success", async () => {
    await expect(readCalendar(`${base}/cal.ics`, BOUNDS)).resolves.toBe(TEXT);
    await expect(readCalendar(`${base}/gone.ics`, BOUNDS)).rejects.toThrow("HTTP 404");
  });
});
