import React from "react";
import { graphql, type PageProps } from "gatsby";
import type { PageContext } from "../types";
import { ContactFormSection } from "../components/sections/ro/ContactFormSection";
import { EuPrograms } from "../components/sections/ro/EuPrograms";
import { IconCardGrid } from "../components/sections/ro/IconCardGrid";
import { ServiceFaq } from "../components/sections/ro/ServiceFaq";
import { ServiceIntro } from "../components/sections/ro/ServiceIntro";
import { ServiceWhy } from "../components/sections/ro/ServiceWhy";
import { SharedBlock } from "../components/sections/ro/SharedBlock";
import { SimulatorSection } from "../components/sections/ro/SimulatorSection";
import { CreditWarning } from "../components/sections/ro/CreditWarning";
import { FaqJsonLd } from "../seo/FaqJsonLd";
import { ServiceJsonLd } from "../seo/ServiceJsonLd";

/** The seven /servicii/... pages; pageKey (the FAQ key) picks the content and the questions. */
export default function ServicePage({
  data,
  pageContext,
}: PageProps<Queries.ServicePageQuery, PageContext>) {
  const page = data.servicePageJson;
  const shared = data.roServiceSharedJson;
  if (!page || !shared) throw new Error("data/service-page.json has no page for this key");
  return (
    <>
      <ServiceJsonLd context={pageContext} />
      <FaqJsonLd items={data.allFaqJson.nodes} />
      {page.warning && <CreditWarning text={page.warning} />}
      <ServiceIntro
        id="prezentare"
        intro={page.intro}
        image={page.image}
        imageAlt={page.imageAlt}
      />
      <IconCardGrid id="produse" tone="light" heading={page.products} items={page.products.items} />
      {page.programs && (
        <EuPrograms
          id="programe"
          heading={shared.programs}
          programs={data.allEuProgramJson.nodes}
        />
      )}
      <ServiceWhy id="avantaje" data={page.why} />
      {data.simulatorJson && (
        <SimulatorSection id="simulator" data={data.simulatorJson} warning={page.warning} />
      )}
      <SharedBlock id="un-singur-partener" data={shared.shared} />
      <ServiceFaq id="intrebari-frecvente" data={shared.faq} items={data.allFaqJson.nodes} />
      <ContactFormSection id="formular" heading={shared.contact} />
    </>
  );
}

export const query = graphql`
  query ServicePage($pageKey: String!) {
    servicePageJson(key: { eq: $pageKey }) {
      image {
        childImageSharp {
          gatsbyImageData(
            width: 720
            outputPixelDensities: [0.25, 0.5, 0.75, 1]
            aspectRatio: 1.5
            placeholder: BLURRED
          )
        }
      }
      imageAlt
      warning
      intro {
        eyebrow
        title
        paragraphs
        cta {
          label
          link
        }
      }
      products {
        eyebrow
        title
        text
        items {
          icon
          title
          desc
        }
      }
      why {
        eyebrow
        title
        text
        points
      }
      programs
    }
    roServiceSharedJson {
      shared {
        eyebrow
        title
        text
        points {
          icon
          title
          desc
        }
        button {
          label
          link
        }
      }
      faq {
        eyebrow
        title
        contactText
        contactButton {
          label
          link
        }
      }
      contact {
        eyebrow
        title
        text
      }
      programs {
        eyebrow
        title
        text
      }
    }
    allFaqJson(filter: { page: { eq: $pageKey } }) {
      nodes {
        jsonId
        title
        desc
      }
    }
    simulatorJson(key: { eq: $pageKey }) {
      ...SimulatorSection
    }
    allEuProgramJson {
      nodes {
        jsonId
        title
        desc
        list_title
        list
      }
    }
  }
`;
