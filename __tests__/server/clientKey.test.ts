/** @jest-environment node */
// The key per-client limits count by: an IPv4 address, or an IPv6 client's /64, whatever way the
// address is written.
import net from "node:net";
import fc from "fast-check";
import { clientKey } from "../../server/clientKey";
import { propertyRuns } from "../helpers/propertyRuns";

/** Zero groups often, so that "::" lands in every position. */
const hextet = fc.oneof(fc.constant(0), fc.integer({ min: 0, max: 0xffff }));
const four = fc.array(hextet, { minLength: 4, maxLength: 4 });
/** A /64 outside ::ffff:0:0/96 (whose addresses are IPv4 clients). */
const prefix64 = four.filter((p) => p.some((g) => g !== 0));

/** One of the many ways to write eight groups: leading zeros or not, any one run of zero groups
 * compressed to "::" (or none), upper or lower case, an IPv4 tail, a zone id. */
const written = (groups: number[]) =>
  fc
    .record({
      pad: fc.array(fc.boolean(), { minLength: 8, maxLength: 8 }),
      run: fc.nat(),
      compress: fc.boolean(),
      upper: fc.boolean(),
      dotted: fc.boolean(),
      zone: fc.constantFrom("", "%eth0", "%1", "%en0"),
    })
    .map(({ pad, run, compress, upper, dotted, zone }) => {
      const parts = groups.map((g, i) =>
        pad[i] ? g.toString(16).padStart(4, "0") : g.toString(16),
      );
      if (dotted) {
        const [hi, lo] = groups.slice(6);
        parts.splice(6, 2, [hi >> 8, hi & 0xff, lo >> 8, lo & 0xff].join("."));
      }
      // Every run of zero groups (within the hex part) that could be written as "::".
      const runs: [number, number][] = [];
      const hexCount = dotted ? 6 : 8;
      for (let start = 0; start < hexCount; start += 1)
        for (let end = start + 1; end <= hexCount; end += 1)
          if (groups.slice(start, end).every((g) => g === 0)) runs.push([start, end]);
      let text = parts.join(":");
      if (compress && runs.length > 0) {
        const [start, end] = runs[run % runs.length];
        text = `${parts.slice(0, start).join(":")}::${parts.slice(end).join(":")}`;
      }
      if (upper) text = text.toUpperCase();
      return `${text}${zone}`;
    });

/** Eight groups: the prefix, then any interface identifier. */
const address = (prefix: number[]) => four.chain((suffix) => written([...prefix, ...suffix]));

/** The WHATWG URL parser's own RFC 5952 text of the prefix, as an independent reference. */
const reference = (prefix: number[]) =>
  `${new URL(`http://[${[...prefix, 0, 0, 0, 0].map((g) => g.toString(16)).join(":")}]/`).hostname.slice(1, -1)}/64`;

it("writes the generated addresses as Node reads them (the generator makes valid text only)", () => {
  fc.assert(
    fc.property(prefix64.chain(address), (text) => {
      expect(net.isIPv6(text.replace(/%.*/, ""))).toBe(true);
    }),
  );
});

it("maps every address of one /64, however written, to one key: the prefix in RFC 5952 form", () => {
  fc.assert(
    fc.property(
      prefix64.chain((prefix) => fc.tuple(fc.constant(prefix), address(prefix), address(prefix))),
      ([prefix, a, b]) => {
        expect(clientKey(a)).toBe(reference(prefix));
        expect(clientKey(b)).toBe(clientKey(a));
      },
    ),
    propertyRuns(500),
  );
});

it("maps addresses of different /64s to different keys", () => {
  fc.assert(
    fc.property(
      fc
        .tuple(prefix64, prefix64)
        .filter(([p, q]) => p.join() !== q.join())
        .chain(([p, q]) => fc.tuple(address(p), address(q))),
      ([a, b]) => {
        expect(clientKey(a)).not.toBe(clientKey(b));
      },
    ),
    propertyRuns(500),
  );
});

it("keeps an IPv4 address as it is, also when it arrives IPv4-mapped", () => {
  fc.assert(
    fc.property(
      fc.ipV4(),
      fc.constantFrom("::ffff:", "::FFFF:", "0:0:0:0:0:ffff:", "0000:0000::ffff:"),
      fc.boolean(),
      (ip, mapped, hex) => {
        expect(clientKey(ip)).toBe(ip);
        const [a, b, c, d] = ip.split(".").map(Number);
        const tail = hex ? `${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}` : ip;
        expect(clientKey(`${mapped}${tail}`)).toBe(ip);
      },
    ),
  );
});

it("gives fast-check's own IPv6 addresses the key of their canonical text", () => {
  fc.assert(
    fc.property(fc.ipV6(), (ip) => {
      const canonical = new URL(`http://[${ip}]/`).hostname.slice(1, -1);
      const key = clientKey(ip);
      expect(clientKey(canonical)).toBe(key);
      expect(clientKey(ip.toUpperCase())).toBe(key);
      // A mapped address is an IPv4 client; everything else is a /64.
      if (/^::ffff:[0-9a-f]{1,4}:[0-9a-f]{1,4}$/.test(canonical))
        expect(net.isIPv4(key)).toBe(true);
      else expect(key).toMatch(/^[0-9a-f:]+\/64$/);
    }),
    propertyRuns(500),
  );
});

it.each([
  ["2001:db8:0:1::7", "2001:db8:0:1::/64"],
  ["2001:DB8:0:1:ABCD:EF01:2345:6789%eth0", "2001:db8:0:1::/64"],
  ["2001:0db8:0000:0001:0000:0000:0000:0001", "2001:db8:0:1::/64"],
  ["[2001:db8::1]", "2001:db8::/64"],
  ["::1", "::/64"],
  ["fe80::1%lo0", "fe80::/64"],
  ["2001:db8:1:2:3:4:1.2.3.4", "2001:db8:1:2::/64"],
  ["::ffff:203.0.113.9", "203.0.113.9"],
  ["203.0.113.9", "203.0.113.9"],
  ["", ""],
  ["not an address", "not an address"],
])("%s → %s", (ip, key) => {
  expect(clientKey(ip)).toBe(key);
});
