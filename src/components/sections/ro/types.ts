// Plain prop shapes of the Romanian sections. They mirror the page queries (gatsby/schema/ro.ts),
// so templates pass query results straight through and tests pass fixture data.
import type { ImageFile } from "../types";

export type { HeadingData, ImageFile, LinkData, ServiceCardData } from "../types";

export interface IconItem {
  readonly icon: string;
  readonly title: string;
  readonly desc: string;
}

export interface FaqItem {
  readonly jsonId: string;
  readonly title: string;
  readonly desc: string;
}

export interface StepData {
  readonly jsonId: string;
  readonly icon: string;
  readonly count: string;
  readonly title: string;
  readonly desc: string;
}

export interface CounterData {
  readonly jsonId: string;
  readonly target: number;
  readonly prefix: string | null;
  readonly suffix: string | null;
  readonly label: string;
}

export interface TimelineData {
  readonly jsonId: string;
  readonly date: string;
  readonly title: string;
  readonly desc: string;
}

export interface CompanyInfoData {
  readonly jsonId: string;
  readonly icon: string;
  readonly thumb: ImageFile;
  readonly thumbAlt: string;
  readonly sub_title: string;
  readonly title: string;
  readonly desc: string;
}

export interface EuProgramData {
  readonly jsonId: string;
  readonly title: string;
  readonly desc: string;
  readonly list_title: string;
  readonly list: readonly string[];
}
