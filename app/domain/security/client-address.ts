/**
 * What an address throttle or budget is keyed on. One IPv4 address is one client; an IPv6
 * client gets a whole /64 from its provider (and can pick any address in it), so every
 * address of one /64 is one key. IPv4-mapped IPv6 (`::ffff:192.0.2.1`) is the IPv4 address.
 * Anything that is no IP address (a local run without the header) is one key, `unknown`.
 */

const IPV4 = /^(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/;

function ipv4(text: string): string | null {
  const m = IPV4.exec(text);
  if (!m) return null;
  const parts = m.slice(1, 5).map(Number);
  if (parts.some((p) => p > 255)) return null;
  return parts.join(".");
}

/** The eight 16-bit groups of an IPv6 address, or null when it is none. */
function ipv6Groups(text: string): number[] | null {
  let body = text;
  // An embedded IPv4 tail (`::ffff:192.0.2.1`, `64:ff9b::198.51.100.7`) is two groups.
  const tail = /:(\d{1,3}(?:\.\d{1,3}){3})$/.exec(body);
  let tailGroups: number[] = [];
  if (tail) {
    const v4 = ipv4(tail[1]!);
    if (!v4) return null;
    const [a, b, c, d] = v4.split(".").map(Number) as [number, number, number, number];
    tailGroups = [(a << 8) | b, (c << 8) | d];
    body = body.slice(0, tail.index + 1) + "0:0";
  }
  const halves = body.split("::");
  if (halves.length > 2) return null;
  const parse = (part: string) => (part === "" ? [] : part.split(":"));
  const head = parse(halves[0]!);
  const rest = halves.length === 2 ? parse(halves[1]!) : [];
  if ([...head, ...rest].some((g) => !/^[0-9a-f]{1,4}$/i.test(g))) return null;
  const given = head.length + rest.length;
  if (halves.length === 1 ? given !== 8 : given > 7) return null;
  const groups = [...head, ...Array.from({ length: 8 - given }, () => "0"), ...rest].map((g) =>
    parseInt(g, 16),
  );
  if (tail) groups.splice(6, 2, ...tailGroups);
  return groups;
}

/** `192.0.2.7` → `192.0.2.7`; `2001:db8:0:1:a:b:c:d` → `2001:db8:0:1::/64`; garbage → `unknown`. */
export function addressKey(raw: string | null | undefined): string {
  const text = (raw ?? "").trim();
  if (!text || text.length > 64) return "unknown";
  const v4 = ipv4(text);
  if (v4) return v4;
  // A zone index (`fe80::1%eth0`) names a local interface, not another client.
  const groups = ipv6Groups(text.replace(/%[^%]*$/, ""));
  if (!groups) return "unknown";
  const mapped = groups.slice(0, 5).every((g) => g === 0) && groups[5] === 0xffff;
  if (mapped) return [groups[6]! >> 8, groups[6]! & 255, groups[7]! >> 8, groups[7]! & 255].join(".");
  return `${groups
    .slice(0, 4)
    .map((g) => g.toString(16))
    .join(":")}::/64`;
}
