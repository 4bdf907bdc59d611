/** @jest-environment node */
// The import boundaries of the top-level folders, through ESLint with the project's own config: a
// forbidden import is reported where it is written, an allowed one is not.
import { lintMessages } from "./lintText";

const boundaryMessages = (cases: [string, string][]) => lintMessages(cases, "project/boundaries");

const REFUSED: [string, string, string][] = [
  [
    "server/x.ts",
    'import { contactSchema } from "../src/contact/ContactForm";',
    "server/ may not import from src/",
  ],
  ["src/x.ts", 'import { buildApp } from "../server/app";', "src/ may not import from server/"],
  [
    "contract/x.ts",
    'import { LOCALES } from "../src/constants";',
    "contract/ may not import from src/",
  ],
  [
    "scripts/x.ts",
    'import { startServer } from "../__tests__/helpers/server";',
    "scripts/ may not import from __tests__/",
  ],
  ["cms/x.ts", 'export * from "../__tests__/helpers/jest";', "cms/ may not import from __tests__/"],
  [
    "bench/x.ts",
    'const h = require("../__tests__/helpers/routes");',
    "bench/ may not import from __tests__/",
  ],
  ["gatsby/x.ts", 'const m = import("../server/app");', "gatsby/ may not import from server/"],
  [
    "domain/x.ts",
    'import { BOOKING_FIELDS } from "../contract/booking/api";',
    "domain/ may not import from contract/",
  ],
  ["domain/x.ts", 'import copy from "../data/contact.json";', "domain/ may not import from data/"],
  [
    "src/components/ui/X.tsx",
    'import { Header } from "../layout/Header";',
    "src/components/ui may not import from src/components/layout",
  ],
  [
    "src/components/sections/ro/X.tsx",
    'import { Footer } from "../../layout/Footer";',
    "src/components/sections may not import from src/components/layout",
  ],
];

const ALLOWED: [string, string][] = [
  ["server/x.ts", 'import { CONTACT_ENDPOINT } from "../contract/endpoints";'],
  ["src/x.ts", 'import { creditDae } from "../domain/simulator/dae";'],
  ["contract/x.ts", 'import { zonedTime } from "../domain/booking/zonedTime";'],
  ["src/x.ts", 'import copy from "../data/contact.json";'],
  ["scripts/x.ts", 'import { buildApp } from "../server/app";'],
  ["src/components/layout/X.tsx", 'import { Icon } from "../ui/Icon";'],
  ["__tests__/x.test.ts", 'import { buildApp } from "../server/app";'],
  ["server/x.ts", 'import Fastify from "fastify";'],
];

const results = boundaryMessages([...REFUSED.map(([file, code]) => [file, code]), ...ALLOWED] as [
  string,
  string,
][]);

it.each(REFUSED.map((refused, i) => [...refused, results[i]] as const))(
  "%s: %s is refused",
  (_file, _code, message, messages) => {
    expect(messages).toEqual([expect.stringContaining(message)]);
  },
);

it.each(ALLOWED.map((allowed, i) => [...allowed, results[REFUSED.length + i]] as const))(
  "%s: %s is allowed",
  (_file, _code, messages) => {
    expect(messages).toEqual([]);
  },
);
