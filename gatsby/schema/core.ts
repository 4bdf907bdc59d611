// Types of the site-wide collections: the site's identity, the routes and the chrome (menu, footer,
// interface labels, consent). The collections both languages share are in shared.ts.
export const typeDefs = `
  type SiteLink { label: String! url: String! }
  type SocialLink { network: String! label: String! url: String! }

  type SiteJson implements Node @dontInfer {
    companyName: String!
    description: String!
    tagline: String!
    email: String!
    phone: String!
    phoneHref: String!
    whatsapp: String!
    siteUrl: String!
    videoId: String!
    defaultOgImage: File! @fileByRelativePath
    logoAlt: String!
    strategySite: SiteLink!
    builder: SiteLink!
    socials: [SocialLink!]!
    logo: File! @fileByRelativePath
    identity: CompanyIdentity!
    consumerProtection: ConsumerProtection!
    placeholders: [String!]!
  }

  type IdentityLabels { cui: String! tradeRegister: String! registeredOffice: String! }
  type IntermediaryLabels {
    register: String!
    registrationNumber: String!
    capacity: String!
    lenders: String!
    remuneration: String!
  }
  """A credit intermediary's status, as the law asks it to be stated: its register and number,
  whether it works for one lender or several, which, and how it is paid."""
  type CreditIntermediary {
    heading: String!
    register: String!
    registrationNumber: String!
    capacity: String!
    lenders: String!
    remuneration: String!
    labels: IntermediaryLabels!
  }
  type ProcessorLabels {
    hosting: String!
    mail: String!
    calendar: String!
    backup: String!
    video: String!
  }
  """The processors that handle personal data for the firm (the privacy policy names them): the
  host, the mail service, the office's calendar application (which receives the bookings' feed),
  the off-server storage of the database's backups and the video service of online meetings."""
  type DataProcessors {
    heading: String!
    hosting: String!
    mail: String!
    calendar: String!
    backup: String!
    video: String!
    labels: ProcessorLabels!
  }
  type CompanyIdentity {
    heading: String!
    legalName: String!
    cui: String!
    tradeRegister: String!
    registeredOffice: String!
    intermediary: CreditIntermediary!
    processors: DataProcessors!
    labels: IdentityLabels!
    exampleNote: String
  }
  type Pictogram { url: String! image: File! @fileByRelativePath alt: String! enabled: Boolean }
  type ConsumerProtection { sal: Pictogram! sol: Pictogram! }

  type PagesJson implements Node @dontInfer {
    path: String!
    template: String!
    lang: String!
    chrome: String!
    pageKey: String
    contentKey: String
    title: String!
    parentPath: String
    banner: Boolean!
    indexable: Boolean!
    pageTitle: String!
    description: String!
    keywords: String!
    canonical: String!
    ogImage: File @fileByRelativePath
  }

  type MenuLink { link: String! title: String! }
  type MenuJson implements Node @dontInfer {
    jsonId: String!
    menu: String!
    title: String!
    link: String!
    has_dropdown: Boolean!
    sub_menus: [MenuLink!]!
  }

  type FooterColumn { title: String! links: [MenuLink!]! }
  type FooterJson implements Node @dontInfer {
    lang: String!
    tagline: String!
    columns: [FooterColumn!]!
  }

  type UiJson implements Node @dontInfer {
    lang: String!
    skipLink: String!
    homeLabel: String!
    mainNavLabel: String!
    sideNavLabel: String!
    openMenu: String!
    closeMenu: String!
    submenuToggle: String!
    openSearch: String!
    closeSearch: String!
    searchLabel: String!
    searchPlaceholder: String!
    searchSubmit: String!
    callLabel: String!
    mailLabel: String!
    contactTitle: String!
    contactButton: String!
    followUs: String!
    breadcrumbLabel: String!
    footerNavLabel: String!
    copyright: String!
    builtBy: String!
    whatsappTitle: String!
    scrollTopLabel: String!
    closeDialog: String!
    playVideo: String!
    videoTitle: String!
    # Shown next to a value data/site.json still marks as a placeholder (preview builds only).
    exampleName: String!
    exampleVideo: String!
    carouselRole: String!
    carouselPrev: String!
    carouselNext: String!
    # What shows in place of a part of the page that failed to render.
    errorSection: String!
    errorSimulator: String!
    errorSearch: String!
    newsletterTitle: String
    newsletterText: String
    newsletterLabel: String
    newsletterPlaceholder: String
    newsletterButton: String
    loginLabel: String
    logoutLabel: String
    trialButton: String
    address: String
      """Keys of this language's labels that are demo examples (the template pages' address)."""
    examples: [String!]
  }

  type NotFoundJson implements Node @dontInfer {
    title: String!
    heading: String!
    text: String!
    button: String!
    roHeading: String!
    roText: String!
    roHomeButton: String!
    roServicesButton: String!
  }

  type ConsentCategoryCopy { key: String! title: String! desc: String! }
  type ConsentJson implements Node @dontInfer {
    lang: String!
    title: String!
    text: String!
    policy: MenuLink!
    acceptAll: String!
    reject: String!
    settings: String!
    save: String!
    footerLink: String!
    categories: [ConsentCategoryCopy!]!
    videoBlocked: String!
    videoAccept: String!
  }
`;
