// Types of the English template page files (data/en-home-two, en-home-three, en-about, en-inner and
// the en-*-details .json). EnHeadingLink, EnImageItem and EnTextBlock, which they use, are declared
// in en.ts with the English-only collections; the Link and Heading shapes live in shared.ts.

/** Fields of an illustrated call-out (an eyebrow, a title, a text and its image), one indent deep. */
const CALLOUT = [
  "eyebrow: String!",
  "title: String!",
  "text: String!",
  "image: File @fileByRelativePath",
  "imageAlt: String!",
].join("\n    ");

export const pageTypeDefs = `
  type EnSponsor { logo: File @fileByRelativePath logoAlt: String! }
  type EnAvatar { img: File @fileByRelativePath imgAlt: String! }
  type EnHomeTwoHero {
    ${CALLOUT}
    button: Link!
    sponsorsTitle: String!
    sponsors: [EnSponsor!]!
    examples: [String!]
  }
  type EnHomeTwoAbout {
    ${CALLOUT}
    join: String!
    avatars: [EnAvatar!]!
    button: Link!
    examples: [String!]
  }
  type EnWhy {
    eyebrow: String!
    title: String!
    text: String!
    points: [String!]!
    image: File @fileByRelativePath
    imageAlt: String!
    videoLabel: String!
  }
  type EnWorkbook {
    ${CALLOUT}
    button: Link!
  }
  type EnHomeTwoJson implements Node @dontInfer {
    hero: EnHomeTwoHero!
    about: EnHomeTwoAbout!
    services: Heading!
    why: EnWhy!
    workbook: EnWorkbook!
    testimonials: Heading!
    pricing: Heading!
    faq: EnHeadingLink!
    blog: EnHeadingLink!
  }

  type EnHomeThreeHero {
    ${CALLOUT}
    button: Link!
    secondary: Link!
    highlights: [String!]!
  }
  type EnHomeThreeJson implements Node @dontInfer {
    hero: EnHomeThreeHero!
    services: Heading!
    features: EnHeadingLink!
    pricing: Heading!
    insights: Heading!
    testimonials: Heading!
  }

  type EnAboutIntro {
    eyebrow: String!
    title: String!
    paragraphs: [String!]!
    image: File @fileByRelativePath
    imageAlt: String!
    videoLabel: String!
  }
  type EnAboutJson implements Node @dontInfer {
    intro: EnAboutIntro!
    why: Heading!
    timeline: Heading!
    process: EnHeadingLink!
  }

  type EnCta { title: String! text: String! button: Link! }
  type EnServicesInner { eyebrow: String title: String! text: String cta: EnCta! }
  type EnFaqBox { title: String! text: String! button: Link! contact: Link! }
  type EnFaqsInner { eyebrow: String title: String! text: String box: EnFaqBox! }
  type EnInnerJson implements Node @dontInfer {
    services: EnServicesInner!
    caseStudies: Heading!
    blog: Heading!
    team: Heading!
    testimonials: Heading!
    faqs: EnFaqsInner!
    pricing: Heading!
  }

  type EnVideo { image: File @fileByRelativePath imageAlt: String! label: String! }
  type EnDetailsAside { title: String! text: String! button: Link! servicesLink: Link! }
  type EnServiceDetailsJson implements Node @dontInfer {
    image: File @fileByRelativePath
    imageAlt: String!
    title: String!
    paragraphs: [String!]!
    coverTitle: String!
    cover: [String!]!
    video: EnVideo!
    stepsTitle: String!
    steps: [EnTextBlock!]!
    closing: String!
    aside: EnDetailsAside!
  }

  type EnFact { label: String! value: String! }
  type EnCaseSection { title: String! text: String! items: [String!]! }
  type EnCaseDetailsJson implements Node @dontInfer {
    image: File @fileByRelativePath
    imageAlt: String!
    tag: String!
    title: String!
    intro: String!
    facts: [EnFact!]!
    sections: [EnCaseSection!]!
    cta: EnCta!
  }

  type EnShareLink { icon: String! label: String! url: String! }
  type EnShare { label: String! links: [EnShareLink!]! }
  type EnQuote { text: String! cite: String! }
  type EnArticleSection { title: String! text: String! }
  type EnPostNav { label: String! title: String! link: String! }
  type EnCommentsLabels { title: String! reply: String! replyLabel: String! }
  type EnCommentForm {
    title: String!
    text: String!
    name: String!
    email: String!
    comment: String!
    remember: String!
    rememberConsent: String!
    rememberSettings: String!
    submit: String!
    status: String!
  }
  type EnBlogDetailsJson implements Node @dontInfer {
    image: File @fileByRelativePath
    imageAlt: String!
    tag: String!
    title: String!
    author: String!
    authorLabel: String!
    date: String!
    dateTime: String!
    share: EnShare!
    intro: [String!]!
    quote: EnQuote!
    sections: [EnArticleSection!]!
    images: [EnImageItem!]!
    closing: String!
    navLabel: String!
    prev: EnPostNav!
    next: EnPostNav!
    comments: EnCommentsLabels!
    form: EnCommentForm!
    related: Heading!
    examples: [String!]
  }

  type EnContactItem { icon: String! label: String! value: String! href: String }
  type EnTeamDetailsJson implements Node @dontInfer {
    image: File @fileByRelativePath
    imageAlt: String!
    name: String!
    designation: String!
    paragraphs: [String!]!
    expertiseTitle: String!
    expertise: [String!]!
    contactTitle: String!
    contacts: [EnContactItem!]!
    button: Link!
    examples: [String!]
  }
`;
