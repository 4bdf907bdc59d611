// Types of the Romanian pages' own sections (the home, about, services and contact parts of the
// page files, and data/ro-service-shared.json). RoTextLink and RoIconItem come first because the
// collections in ro.ts (legal, service pages) use them too; Link and Heading live in shared.ts.
export const pageTypeDefs = `
  """
  A page file (data/page-*.json) as one node. Nothing queries it: its parts become the nodes of
  the collections (gatsby/pageNodes.ts), which are declared and checked one by one.
  """
  type RoPageJson implements Node @dontInfer { id: ID! }
  """
  An item of a file of a collection that page files feed too (faq.en.json): carried to its
  collection's node by gatsby/pageNodes.ts, since one plugin owns a type.
  """
  type CollectionItemJson implements Node @dontInfer { id: ID! }

  type RoTextLink { label: String! to: String! }
  type RoIconItem { icon: String! title: String! desc: String! }

  type RoHomeHero {
    eyebrow: String!
    text: String!
    primary: Link!
    secondary: Link!
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
    """Shown beside a figure that is still a placeholder (a preview build only)."""
    exampleMark: String!
    placeholders: [String!]
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
    cardButton: Link!
  }
  type RoHomeServices {
    eyebrow: String!
    title: String!
    text: String!
    cardLinkLabel: String!
    button: Link!
  }
  type RoHomeJson implements Node @dontInfer {
    hero: RoHomeHero!
    whyUs: Heading!
    credentials: RoHomeCredentials!
    contact: RoHomeContact!
    faq: RoHomeFaq!
    industries: Heading!
    services: RoHomeServices!
  }

  type RoAboutTimeline { eyebrow: String title: String! text: String carouselLabel: String! }
  type RoAboutJson implements Node @dontInfer {
    reasons: Heading!
    company: Heading!
    timeline: RoAboutTimeline!
  }

  type RoServicesList { eyebrow: String title: String! text: String linkLabel: String! }
  type RoServicesWhy {
    eyebrow: String!
    title: String!
    text: String!
    points: [String!]!
    button: Link!
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
    button: Link!
  }
  type RoServiceSharedFaq {
    eyebrow: String!
    title: String!
    contactText: String!
    contactButton: Link!
  }
  type RoServiceSharedJson implements Node @dontInfer {
    shared: RoServiceSharedBlock!
    faq: RoServiceSharedFaq!
    contact: Heading!
    programs: Heading!
  }
`;
