// Types of the Romanian pages' collections (data/ro-*.json, service-page, eu-program, industry,
// company-info, legal). The shared collections (FaqJson, ServiceCardJson, ...) live in core.ts.
export const typeDefs = `
  type RoLink { label: String! link: String! }
  type RoTextLink { label: String! to: String! }
  type RoHeading { eyebrow: String title: String! text: String }
  type RoIconItem { icon: String! title: String! desc: String! }

  type RoHomeHero {
    eyebrow: String!
    text: String!
    primary: RoLink!
    secondary: RoLink!
    videoLabel: String!
    image: File @fileByRelativePath
    imageAlt: String!
  }
  type RoHomeCredentials {
    eyebrow: String!
    title: String!
    text: String!
    points: [String!]!
    trustLine: String!
    image: File @fileByRelativePath
    imageAlt: String!
  }
  type RoHomeContact {
    eyebrow: String!
    title: String!
    text: String!
    phoneLabel: String!
    emailLabel: String!
    image: File @fileByRelativePath
    imageAlt: String!
  }
  type RoHomeFaq {
    eyebrow: String!
    title: String!
    cardTitle: String!
    cardText: String!
    cardButton: RoLink!
  }
  type RoHomeServices {
    eyebrow: String!
    title: String!
    text: String!
    cardLinkLabel: String!
    button: RoLink!
  }
  type RoHomeJson implements Node @dontInfer {
    hero: RoHomeHero!
    whyUs: RoHeading!
    credentials: RoHomeCredentials!
    contact: RoHomeContact!
    faq: RoHomeFaq!
    industries: RoHeading!
    services: RoHomeServices!
  }

  type RoAboutTimeline { eyebrow: String title: String! text: String carouselLabel: String! }
  type RoAboutJson implements Node @dontInfer {
    reasons: RoHeading!
    company: RoHeading!
    timeline: RoAboutTimeline!
  }

  type RoServicesList { eyebrow: String title: String! text: String linkLabel: String! }
  type RoServicesWhy {
    eyebrow: String!
    title: String!
    text: String!
    points: [String!]!
    button: RoLink!
    videoLabel: String!
    image: File @fileByRelativePath
    imageAlt: String!
  }
  type RoServicesJson implements Node @dontInfer {
    list: RoServicesList!
    why: RoServicesWhy!
    extra: RoServicesList!
  }

  type RoContactJson implements Node @dontInfer {
    eyebrow: String!
    title: String!
    text: String!
    phoneTitle: String!
    phoneText: String!
    emailTitle: String!
    emailText: String!
    formTitle: String!
    formText: String!
    emailLabel: String!
    phoneLabel: String!
  }

  type RoServiceSharedBlock {
    eyebrow: String!
    title: String!
    text: String!
    points: [RoIconItem!]!
    button: RoLink!
  }
  type RoServiceSharedFaq {
    eyebrow: String!
    title: String!
    contactText: String!
    contactButton: RoLink!
  }
  type RoServiceSharedJson implements Node @dontInfer {
    shared: RoServiceSharedBlock!
    faq: RoServiceSharedFaq!
    contact: RoHeading!
    programs: RoHeading!
  }

  type ServicePageIntro {
    eyebrow: String!
    title: String!
    paragraphs: [String!]!
    cta: RoLink!
  }
  type ServicePageProducts { eyebrow: String! title: String! text: String! items: [RoIconItem!]! }
  type ServicePageWhy { eyebrow: String! title: String! text: String! points: [String!]! }
  type ServicePageJson implements Node @dontInfer {
    jsonId: String!
    key: String!
    image: File @fileByRelativePath
    imageAlt: String!
    "The consumer-credit advertising warning, on pages that advertise credit to consumers."
    warning: String
    intro: ServicePageIntro!
    products: ServicePageProducts!
    why: ServicePageWhy!
    programs: Boolean!
  }

  type EuProgramJson implements Node @dontInfer {
    jsonId: String!
    title: String!
    desc: String!
    list_title: String!
    list: [String!]!
  }

  type IndustryJson implements Node @dontInfer {
    jsonId: String!
    icon: String!
    title: String!
    desc: String!
  }

  type CompanyInfoJson implements Node @dontInfer {
    jsonId: String!
    icon: String!
    thumb: File @fileByRelativePath
    thumbAlt: String!
    sub_title: String!
    title: String!
    desc: String!
  }

  type LegalTableRow { cells: [String!]! }
  type LegalTable { caption: String! head: [String!]! rows: [LegalTableRow!]! }
  type LegalSection {
    title: String!
    paragraphs: [String!]!
    list: [String!]
    after: [String!]
    contact: Boolean!
    links: [RoTextLink!]
    table: LegalTable
  }
  type LegalJson implements Node @dontInfer {
    jsonId: String!
    key: String!
    updated: String!
    intro: [String!]!
    sections: [LegalSection!]!
  }
`;
