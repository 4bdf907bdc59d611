// Icon artwork: 24×24 stroke paths drawn for this project. Data refers to icons by these names,
// and the build checks every `icon` field against them (gatsby/checks.ts).
const circle = (cx: number, cy: number, r: number) =>
  `M${cx - r} ${cy}a${r} ${r} 0 1 0 ${2 * r} 0a${r} ${r} 0 1 0 ${-2 * r} 0`;

export const ICON_PATHS = {
  clock: [circle(12, 12, 9), "M12 7v5l3 2"],
  calendar: ["M4 6h16v14H4z", "M4 10h16", "M8 3v4M16 3v4", "M8 14h2M12 14h2M8 17h2"],
  building: [
    "M5 21V4h10v17",
    "M15 9h4v12",
    "M3 21h18",
    "M8 8h1M11 8h1M8 12h1M11 12h1M8 16h1M11 16h1",
  ],
  factory: ["M3 21V11l5 3v-3l5 3v-3l5 3V5h3v16z", "M7 18h2M12 18h2M17 18h1"],
  truck: ["M2 6h11v10H2z", "M13 10h4l3 3v3h-7", circle(6, 18, 2), circle(17, 18, 2)],
  car: ["M3 16v-4l2-5h14l2 5v4z", "M3 12h18", circle(7, 17, 1.6), circle(17, 17, 1.6)],
  invoice: ["M6 3h9l4 4v14H6z", "M15 3v4h4", "M9 11h7M9 14h7M9 17h4"],
  chart: ["M4 20V4", "M4 20h16", "M8 16v-4M12 16V8M16 16v-6"],
  "trending-up": ["M3 17l6-6 4 4 8-8", "M15 7h6v6"],
  pie: ["M12 3v9h9", "M20 14.5A9 9 0 1 1 9.5 3.3"],
  euro: ["M17 6.5A7 7 0 1 0 17 17.5", "M4 10h9M4 14h9"],
  coins: [
    "M4 7c0-1.7 3-3 7-3s7 1.3 7 3-3 3-7 3-7-1.3-7-3z",
    "M4 7v5c0 1.7 3 3 7 3s7-1.3 7-3V7",
    "M4 12v5c0 1.7 3 3 7 3s7-1.3 7-3v-5",
  ],
  wallet: ["M3 7h16v13H3z", "M3 7l12-4 2 4", "M15 13h4"],
  card: ["M3 6h18v12H3z", "M3 10h18", "M6 15h4"],
  home: ["M3 11l9-7 9 7", "M5 9.5V20h14V9.5", "M10 20v-6h4v6"],
  user: [circle(12, 8, 4), "M4 21c0-4 3.6-7 8-7s8 3 8 7"],
  users: [
    circle(9, 8, 3.5),
    "M2 20c0-3.6 3-6 7-6s7 2.4 7 6",
    "M16 4.5a3.5 3.5 0 0 1 0 7",
    "M18 14c2.4.6 4 2.8 4 6",
  ],
  handshake: ["M2 12l4-4 4 2 4-3 4 3 4 2", "M6 8v6l5 5 2-2", "M13 17l2 2 3-3-5-5", "M10 10l3 3"],
  shield: ["M12 3l8 3v6c0 5-3.5 8-8 9-4.5-1-8-4-8-9V6z", "M8.5 12l2.5 2.5 4.5-5"],
  check: ["M5 12.5l4.5 4.5L19 7.5"],
  target: [circle(12, 12, 9), circle(12, 12, 5), circle(12, 12, 1)],
  lightbulb: [
    "M9 18h6M10 21h4",
    "M12 3a6 6 0 0 0-3.5 10.9c.6.5 1 1.2 1 2.1h5c0-.9.4-1.6 1-2.1A6 6 0 0 0 12 3z",
  ],
  search: [circle(11, 11, 7), "M16.5 16.5L21 21"],
  phone: [
    "M5 3h4l2 5-2.5 1.5a11 11 0 0 0 6 6L16 13l5 2v4a2 2 0 0 1-2 2A16 16 0 0 1 3 5a2 2 0 0 1 2-2z",
  ],
  mail: ["M3 5h18v14H3z", "M3 6l9 7 9-7"],
  whatsapp: [
    "M4 20l1.3-4A8.5 8.5 0 1 1 8.2 19z",
    "M9 8.5c0 3.5 3 6.5 6.5 6.5l1-1.5-2-1-1 .8a5 5 0 0 1-2.8-2.8l.8-1-1-2z",
  ],
  facebook: ["M14 8h3V4h-3a4 4 0 0 0-4 4v3H7v4h3v7h4v-7h3l1-4h-4V8z"],
  linkedin: [
    "M4 9h4v11H4z",
    circle(6, 5, 2),
    "M11 9h4v2c.8-1.3 2-2 3.5-2 2 0 3.5 1.5 3.5 4v7h-4v-6c0-1-.6-1.8-1.6-1.8S15 12 15 13v7h-4z",
  ],
  instagram: ["M4 4h16v16H4z", circle(12, 12, 4), "M17 7h.01"],
  youtube: [
    "M3 7.5C3 6 4 5 5.5 5h13C20 5 21 6 21 7.5v9c0 1.5-1 2.5-2.5 2.5h-13C4 19 3 18 3 16.5z",
    "M10 9v6l5-3z",
  ],
  close: ["M6 6l12 12M18 6L6 18"],
  menu: ["M4 7h16M4 12h16M4 17h16"],
  "chevron-down": ["M6 9l6 6 6-6"],
  "chevron-left": ["M15 6l-6 6 6 6"],
  "chevron-right": ["M9 6l6 6-6 6"],
  "arrow-up": ["M12 20V5", "M6 11l6-6 6 6"],
  "arrow-right": ["M4 12h15", "M13 6l6 6-6 6"],
  play: ["M8 5v14l11-7z"],
  star: ["M12 3l2.7 5.6 6.1.9-4.4 4.3 1 6.1L12 17l-5.4 2.9 1-6.1-4.4-4.3 6.1-.9z"],
  quote: ["M4 18v-5c0-4 2-6 5-7", "M4 13h5v5H4z", "M14 18v-5c0-4 2-6 5-7", "M14 13h5v5h-5z"],
  rocket: [
    "M12 15l-3-3c1.5-5 5-8 11-8 0 6-3 9.5-8 11z",
    "M9 12l-4 1-2 3 5 1",
    "M12 15l-1 4 3 2 1-5",
    circle(15, 9, 1.5),
  ],
  medical: ["M9 3h6v6h6v6h-6v6H9v-6H3V9h6z"],
  graduation: ["M2 9l10-5 10 5-10 5z", "M6 11v5c0 1.5 3 3 6 3s6-1.5 6-3v-5", "M22 9v6"],
  hardhat: ["M3 18h18", "M5 18v-3a7 7 0 0 1 14 0v3", "M10 8V5h4v3"],
  briefcase: ["M3 8h18v12H3z", "M9 8V5h6v3", "M3 13h18"],
  cpu: [
    "M7 7h10v10H7z",
    "M10 10h4v4h-4z",
    "M9 3v4M15 3v4M9 17v4M15 17v4M3 9h4M3 15h4M17 9h4M17 15h4",
  ],
  book: ["M4 5c2-1 5-1 8 1v14c-3-2-6-2-8-1z", "M20 5c-2-1-5-1-8 1v14c3-2 6-2 8-1z"],
  award: [circle(12, 9, 6), "M8.5 14l-1.5 7 5-3 5 3-1.5-7"],
  globe: [
    circle(12, 12, 9),
    "M3 12h18",
    "M12 3c2.5 2.5 3.8 5.5 3.8 9s-1.3 6.5-3.8 9c-2.5-2.5-3.8-5.5-3.8-9S9.5 5.5 12 3z",
  ],
  lock: ["M5 11h14v10H5z", "M8 11V8a4 4 0 0 1 8 0v3", "M12 15v2"],
  settings: [
    circle(12, 12, 3),
    "M12 2v3M12 19v3M2 12h3M19 12h3M4.9 4.9l2.1 2.1M17 17l2.1 2.1M4.9 19.1L7 17M17 7l2.1-2.1",
  ],
  download: ["M12 4v11", "M7 10l5 5 5-5", "M4 20h16"],
  file: ["M6 3h8l5 5v13H6z", "M14 3v5h5"],
  layers: ["M12 3l9 5-9 5-9-5z", "M3 13l9 5 9-5", "M3 17l9 5 9-5"],
  compass: [circle(12, 12, 9), "M15.5 8.5l-2 5-5 2 2-5z"],
  zap: ["M13 2L4 14h7l-1 8 9-12h-7z"],
  message: ["M4 4h16v12H9l-5 4z", "M8 9h8M8 12h5"],
  heart: ["M12 20s-8-5-8-11a4.5 4.5 0 0 1 8-2.8A4.5 4.5 0 0 1 20 9c0 6-8 11-8 11z"],
  "map-pin": ["M12 21s-7-6.5-7-12a7 7 0 0 1 14 0c0 5.5-7 12-7 12z", circle(12, 9, 2.5)],
  leaf: ["M5 19c0-9 5-14 15-14 0 10-5 15-14 15", "M5 19l8-8"],
  scale: ["M12 4v16", "M7 20h10", "M4 8h16", "M4 8l-2 6h4z", "M20 8l-2 6h4z"],
  percent: ["M19 5L5 19", circle(7, 7, 2.5), circle(17, 17, 2.5)],
  clipboard: ["M8 4h8v3H8z", "M6 5H5v16h14V5h-1", "M9 12l2 2 4-4"],
} satisfies Record<string, string[]>;

export type IconName = keyof typeof ICON_PATHS;

export const ICON_NAMES = Object.keys(ICON_PATHS) as IconName[];

export function isIconName(name: string): name is IconName {
  return Object.prototype.hasOwnProperty.call(ICON_PATHS, name);
}
