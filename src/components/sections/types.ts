// Prop shapes shared by the Romanian and English sections; they mirror the page queries, so
// templates pass query results straight through and tests pass fixture data.
import type { IGatsbyImageData } from "gatsby-plugin-image";

export type ImageFile = {
  readonly childImageSharp: { readonly gatsbyImageData: IGatsbyImageData } | null;
} | null;

export interface LinkData {
  readonly label: string;
  readonly link: string;
}

export interface HeadingData {
  readonly eyebrow?: string | null;
  readonly title: string;
  readonly text?: string | null;
}

export interface ServiceCardData {
  readonly jsonId: string;
  readonly icon: string;
  readonly thumb: ImageFile;
  readonly thumbAlt: string;
  readonly title: string;
  readonly desc: string;
  readonly link: string;
}
