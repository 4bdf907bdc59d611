// Plain prop shapes of the English sections. They mirror the page queries (gatsby/schema/en.ts), so
// templates pass query results straight through and tests can pass fixture data.
import type { ImageFile, LinkData } from "../types";

export type { HeadingData, ImageFile, LinkData, ServiceCardData } from "../types";

export interface PostData {
  readonly jsonId: string;
  readonly thumb: ImageFile;
  readonly thumbAlt: string;
  readonly tag: string;
  readonly title: string;
  readonly link: string;
}

export interface PlanData {
  readonly jsonId: string;
  readonly title: string;
  readonly desc: string;
  readonly price: number;
  readonly time: string;
  readonly highlight: boolean;
  readonly features: readonly { readonly icon: string; readonly title: string }[];
}

export interface PlanLabels {
  readonly popular: string;
  readonly currency: string;
  readonly featuresLabel: string;
  readonly planButton: LinkData;
}

export interface TestimonialData {
  readonly jsonId: string;
  readonly desc: string;
  readonly name: string;
  readonly designation: string;
  readonly img: ImageFile;
  readonly imgAlt: string | null;
}

export interface IconCardData {
  readonly jsonId: string;
  readonly icon: string;
  readonly title: string;
  readonly desc: string;
}

export interface TeamMemberData {
  readonly jsonId: string;
  readonly thumb: ImageFile;
  readonly thumbAlt: string;
  readonly name: string;
  readonly designation: string;
  readonly link: string;
}

export interface FaqData {
  readonly jsonId: string;
  readonly title: string;
  readonly desc: string;
}
