// The browser side of error reports in jsdom: what it sends, how, how often, and that a report
// that cannot go out disappears without a trace.
import { CLIENT_ERRORS_PATH } from "../../contract/endpoints";
import { MAX_REPORTS_PER_PAGE } from "../../src/errors/report";
import { REPORT_MAX_LENGTHS, cleanReportField } from "../../contract/errorReport";

type Reporter = typeof import("../../src/errors/report").reportClientError;

/** A fresh copy of the module: a new page load, with its own count and its own seen messages. */
function newPage(): Reporter {
  let reporter: Reporter | undefined;
  jest.isolateModules(() => {
    reporter = (
      jest.requireActual("../../src/errors/report") as typeof import("../../src/errors/report")
    ).reportClientError;
  });
  return reporter!;
}

const beacon = jest.fn<boolean, [string, Blob]>();
const fetchMock = jest.fn<Promise<Response>, [string, RequestInit]>();
const consoleSpies: jest.SpyInstance[] = [];

/** jsdom's Blob has no text(); FileReader reads it as a browser would. */
function blobText(blob: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error);
    reader.readAsText(blob);
  });
}

async function payloadOf(call: [string, Blob]) {
  const [url, blob] = call;
  return { url, type: blob.type, body: JSON.parse(await blobText(blob)) as Record<string, string> };
}

beforeEach(() => {
  beacon.mockReset().mockReturnValue(true);
  fetchMock.mockReset().mockResolvedValue({ status: 204 } as Response);
  Object.defineProperty(navigator, "sendBeacon", { value: beacon, configurable: true });
  global.fetch = fetchMock as unknown as typeof fetch;
  window.___webpackCompilationHash = "c0ffee1234";
  window.history.pushState({}, "", "/servicii/leasing?email=ion%40example.ro#formular");
  for (const method of ["error", "warn", "log", "info"] as const)
    consoleSpies.push(jest.spyOn(console, method));
});

afterEach(() => {
  // Nothing the module does may reach the console.
  for (const spy of consoleSpies.splice(0)) {
    expect(spy).not.toHaveBeenCalled();
    spy.mockRestore();
  }
  delete window.___webpackCompilationHash;
  window.history.pushState({}, "", "/");
});

it("sends message, route, build and component stack as a JSON beacon", async () => {
  const report = newPage();
  report(new TypeError("rate is undefined"), { componentStack: "\n    at Simulator\n    at div" });
  expect(beacon).toHaveBeenCalledTimes(1);
  expect(await payloadOf(beacon.mock.calls[0])).toEqual({
    url: CLIENT_ERRORS_PATH,
    type: "application/json",
    body: {
      message: "TypeError: rate is undefined",
      route: "/servicii/leasing",
      build: "c0ffee1234",
      stack: "at Simulator at div",
    },
  });
  expect(fetchMock).not.toHaveBeenCalled();
});

it("names the build unknown without Gatsby's hash, and leaves out an absent stack", async () => {
  delete window.___webpackCompilationHash;
  newPage()("not an Error", { componentStack: null });
  expect((await payloadOf(beacon.mock.calls[0])).body).toEqual({
    message: "not an Error",
    route: "/servicii/leasing",
    build: "unknown",
  });
});

it("falls back to fetch with keepalive when sendBeacon refuses or is missing", async () => {
  beacon.mockReturnValue(false);
  const report = newPage();
  report(new Error("first"));
  Object.defineProperty(navigator, "sendBeacon", { value: undefined, configurable: true });
  report(new Error("second"));
  expect(fetchMock).toHaveBeenCalledTimes(2);
  const [url, init] = fetchMock.mock.calls[0];
  expect(url).toBe(CLIENT_ERRORS_PATH);
  expect(init).toMatchObject({ method: "POST", keepalive: true, credentials: "omit" });
  expect(init.headers).toEqual({ "Content-Type": "application/json" });
  expect(JSON.parse(String(init.body))).toMatchObject({ message: "Error: first" });
});

it("swallows a throwing sendBeacon and a throwing or failing fetch, and never retries", async () => {
  beacon.mockImplementation(() => {
    throw new TypeError("beacon refused");
  });
  fetchMock.mockImplementationOnce(() => {
    throw new TypeError("fetch unavailable");
  });
  fetchMock.mockRejectedValueOnce(new TypeError("Failed to fetch"));
  const report = newPage();
  expect(() => report(new Error("one"))).not.toThrow();
  expect(() => report(new Error("two"))).not.toThrow();
  await new Promise((r) => setTimeout(r, 0)); // the rejected fetch settles unobserved
  expect(beacon).toHaveBeenCalledTimes(2);
  expect(fetchMock).toHaveBeenCalledTimes(2);
});

it("swallows an error that cannot even be described", () => {
  const hostile = {
    toString() {
      throw new Error("no");
    },
  };
  expect(() => newPage()(hostile)).not.toThrow();
  expect(beacon).not.toHaveBeenCalled();
});

it(`sends at most ${MAX_REPORTS_PER_PAGE} reports per page load, and the same message once`, () => {
  const report = newPage();
  for (let render = 0; render < 50; render += 1) report(new Error("same every render"));
  expect(beacon).toHaveBeenCalledTimes(1);
  for (let i = 0; i < 10; i += 1) report(new Error(`different ${i}`));
  expect(beacon).toHaveBeenCalledTimes(MAX_REPORTS_PER_PAGE);
  // A new page load starts counting again.
  newPage()(new Error("same every render"));
  expect(beacon).toHaveBeenCalledTimes(MAX_REPORTS_PER_PAGE + 1);
});

it("cuts long fields to their maximum without splitting a character", () => {
  const emoji = "😀".repeat(REPORT_MAX_LENGTHS.message);
  const cut = cleanReportField(emoji, REPORT_MAX_LENGTHS.message);
  expect(cut.length).toBeLessThanOrEqual(REPORT_MAX_LENGTHS.message);
  expect(cut.endsWith("😀…")).toBe(true);
  expect(cleanReportField("a\ud800b", 10)).toBe("a\ufffdb");
  expect(cleanReportField("x\u0007\u001b[2J\u202ey", 10)).toBe("x [2J y");
});
