// The key a per-client limit counts by. An IPv4 address is one client. An IPv6 host is handed a
// whole /64 (RFC 4291's interface identifier is its own to choose, and privacy addresses change it
// at will), so an IPv6 client counts by its /64: every address in it is one key, whatever the
// text (compressed anywhere, leading zeros, upper case, a zone id, an IPv4 tail).
import net from "node:net";

const HEXTETS = 8;
const PREFIX_HEXTETS = 4;
/** ::ffff:0:0/96: an IPv4 client seen through an IPv6 socket. */
const MAPPED_PREFIX = [0, 0, 0, 0, 0, 0xffff];

/** The eight 16-bit groups of an IPv6 address, or null when the text is not one. */
export function ipv6Hextets(text: string): number[] | null {
  let s = text.trim().toLowerCase();
  if (s.startsWith("[") && s.endsWith("]")) s = s.slice(1, -1);
  const zone = s.indexOf("%");
  if (zone >= 0) s = s.slice(0, zone);
  if (!net.isIPv6(s)) return null;
  // A dotted IPv4 tail is the last two groups.
  const lastColon = s.lastIndexOf(":");
  const tail = s.slice(lastColon + 1);
  if (tail.includes(".")) {
    const [a, b, c, d] = tail.split(".").map(Number);
    s = `${s.slice(0, lastColon + 1)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const split = (part: string) => (part === "" ? [] : part.split(":"));
  const halves = s.split("::");
  const head = split(halves[0]);
  const rest = halves.length > 1 ? split(halves[1]) : [];
  const zeros = halves.length > 1 ? HEXTETS - head.length - rest.length : 0;
  const groups = [...head, ...Array<string>(zeros).fill("0"), ...rest].map((g) => parseInt(g, 16));
  return groups.length === HEXTETS && groups.every((g) => g >= 0 && g <= 0xffff) ? groups : null;
}

/** RFC 5952's text of eight groups: lower case, no leading zeros, the first longest run of two or
 * more zero groups written as "::". */
export function canonicalIpv6(groups: readonly number[]): string {
  let best = { at: -1, length: 1 };
  for (let i = 0; i < groups.length;) {
    if (groups[i] !== 0) {
      i += 1;
      continue;
    }
    let end = i;
    while (end < groups.length && groups[end] === 0) end += 1;
    if (end - i > best.length) best = { at: i, length: end - i };
    i = end;
  }
  const hex = (part: readonly number[]) => part.map((g) => g.toString(16)).join(":");
  if (best.at < 0) return hex(groups);
  return `${hex(groups.slice(0, best.at))}::${hex(groups.slice(best.at + best.length))}`;
}

/** An IPv4 address as it is; an IPv4-mapped IPv6 address as its IPv4; any other IPv6 address as
 * its /64 prefix in RFC 5952 form ("2001:db8:0:1::/64"). Anything else is returned unchanged. */
export function clientKey(ip: string): string {
  const text = String(ip ?? "");
  if (net.isIPv4(text)) return text;
  const groups = ipv6Hextets(text);
  if (!groups) return text;
  if (MAPPED_PREFIX.every((g, i) => groups[i] === g)) {
    const [hi, lo] = groups.slice(6);
    return [hi >> 8, hi & 0xff, lo >> 8, lo & 0xff].join(".");
  }
  const prefix = [...groups.slice(0, PREFIX_HEXTETS), ...Array<number>(PREFIX_HEXTETS).fill(0)];
  return `${canonicalIpv6(prefix)}/64`;
}
