import React, { useEffect } from "react";
import { graphql, type PageProps } from "gatsby";
import type { PageContext } from "../types";
import { requireData } from "../utils/requireData";
import { ContactFormSection } from "../components/sections/ro/ContactFormSection";
import { EuPrograms } from "../components/sections/ro/EuPrograms";
import { IconListSection } from "../components/sections/ro/IconListSection";
import { ServiceFaq } from "../components/sections/ro/ServiceFaq";
import { ServiceIntro } from "../components/sections/ro/ServiceIntro";
import { ServiceWhy } from "../components/sections/ro/ServiceWhy";
import { SharedBlock } from "../components/sections/ro/SharedBlock";
import { SimulatorSection } from "../components/sections/ro/SimulatorSection";
import { CapacitySection } from "../components/sections/ro/CapacitySection";
import { CAPACITY_ANCHOR } from "../capacity/constants";
import { serviceSlug } from "../../contract/forms/bookingContext";
import { CreditWarning } from "../components/sections/ro/CreditWarning";
import { DocumentChecklist } from "../components/sections/ro/DocumentChecklist";
import { isAudience, serviceChecklist } from "../../domain/documents";
import { watchPrint } from "../print/printChecklist";
import { FaqJsonLd } from "../seo/FaqJsonLd";
import { ServiceJsonLd } from "../seo/ServiceJsonLd";
import { PageSections } from "../components/ui/PageSections";

/** The seven /servicii/... pages; pageKey (the FAQ key) picks the content and the questions. */
export default function ServicePage({
  data,
  pageContext,
}: PageProps<Queries.ServicePageQuery, PageContext>) {
  const {
    servicePageJson: page,
    roServiceSharedJson: shared,
    serviceDocumentsJson: documents,
  } = requireData(pageContext.pagePath, data, [
    "servicePageJson",
    "roServiceSharedJson",
    "serviceDocumentsJson",
  ]);
  const checklist = serviceChecklist(shared.documents, {
    audiences: documents.audiences.filter(isAudience),
    product: documents.product,
  });
  // Printing opens the document checklist where the print stylesheet cannot show it closed.
  useEffect(() => watchPrint(), []);
  // The page of the simulator that carries consumer credit's standard information warns first.
  const warning = data.simulatorJson?.standardInfo?.warning ?? null;
  const service = serviceSlug(pageContext.pagePath);
  return (
    <>
      <ServiceJsonLd context={pageContext} />
      <FaqJsonLd items={data.allFaqJson.nodes} />
      <PageSections>
        {warning && <CreditWarning text={warning} />}
        <ServiceIntro
          id="prezentare"
          intro={page.intro}
          image={page.image}
          imageAlt={page.imageAlt}
        />
        <IconListSection
          id="produse"
          tone="light"
          heading={page.products}
          items={page.products.items}
        />
        {page.programs && (
          <EuPrograms
            id="programe"
            heading={shared.programs}
            programs={data.allEuProgramJson.nodes}
          />
        )}
        <ServiceWhy id="avantaje" data={page.why} />
        {data.simulatorJson && (
          <SimulatorSection
            id="simulator"
            data={data.simulatorJson}
            warning={warning}
            page={pageContext.pagePath}
          />
        )}
        {data.capacityJson && (
          <CapacitySection
            id={CAPACITY_ANCHOR}
            data={data.capacityJson}
            service={service}
            source={pageContext.pagePath}
          />
        )}
        <DocumentChecklist
          id="documente"
          tone={data.capacityJson || !data.simulatorJson ? "light" : "white"}
          checklist={checklist}
          print={shared.documents.print}
        />
        <SharedBlock id="un-singur-partener" data={shared.shared} service={service} />
        <ServiceFaq id="intrebari-frecvente" data={shared.faq} items={data.allFaqJson.nodes} />
        <ContactFormSection id="formular" heading={shared.contact} />
      </PageSections>
    </>
  );
}

export const query = graphql`
  query ServicePage($pageKey: String!) {
    servicePageJson(key: { eq: $pageKey }) {
      image {
        childImageSharp {
          gatsbyImageData(width: 720, aspectRatio: 1.5, placeholder: DOMINANT_COLOR)
        }
      }
      imageAlt
      intro {
        ...ServiceIntro
      }
      products {
        eyebrow
        title
        text
        items {
          ...IconListProduct
        }
      }
      why {
        ...ServiceWhy
      }
      programs
    }
    serviceDocumentsJson(key: { eq: $pageKey }) {
      ...ServiceDocuments
    }
    roServiceSharedJson {
      documents {
        ...SharedDocuments
      }
      shared {
        ...SharedBlock
      }
      faq {
        ...ServiceFaq
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
    allFaqJson(filter: { page: { eq: $pageKey } }, sort: { jsonId: ASC }) {
      nodes {
        ...FaqItem
      }
    }
    simulatorJson(key: { eq: $pageKey }) {
      ...SimulatorSection
    }
    capacityJson(pages: { eq: $pageKey }) {
      ...CapacitySection
    }
    allEuProgramJson(sort: { jsonId: ASC }) {
      nodes {
        ...EuProgram
      }
    }
  }
`;
