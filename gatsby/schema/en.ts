// Types of the English template pages' data (the en-*.json page files and the English-only collections).
// The Link and Heading shapes and the collections both languages share live in shared.ts.
export const typeDefs = `
  type EnHeadingLink { eyebrow: String title: String! text: String button: Link! }
  type EnImageItem { image: File @fileByRelativePath alt: String! }
  type EnTextBlock { title: String! desc: String! }

  type PostJson implements Node @dontInfer {
    jsonId: String!
    page: String!
    kind: String!
    thumb: File @fileByRelativePath
    thumbAlt: String!
    tag: String!
    title: String!
    link: String!
  }

  type PricingFeature { icon: String! title: String! }
  type PricingJson implements Node @dontInfer {
    jsonId: String!
    page: String!
    title: String!
    desc: String!
    price: Int!
    time: String!
    highlight: Boolean!
    features: [PricingFeature!]!
  }

  type FeatureJson implements Node @dontInfer { jsonId: String! icon: String! title: String! }
  type BenefitJson implements Node @dontInfer {
    jsonId: String!
    icon: String!
    title: String!
    desc: String!
  }
  type TeamJson implements Node @dontInfer {
    jsonId: String!
    thumb: File @fileByRelativePath
    thumbAlt: String!
    name: String!
    designation: String!
    link: String!
  }
  type CommentJson implements Node @dontInfer {
    jsonId: String!
    author: String!
    date: String!
    dateTime: String!
    text: String!
  }

  type EnLabelsJson implements Node @dontInfer {
    readMore: String!
    popular: String!
    planButton: Link!
    currency: String!
    featuresLabel: String!
    sponsorsCarousel: String!
    testimonialsCarousel: String!
    insightsCarousel: String!
    timelineCarousel: String!
  }

  type EnSponsor { logo: File @fileByRelativePath logoAlt: String! }
  type EnAvatar { img: File @fileByRelativePath imgAlt: String! }
  type EnHomeTwoHero {
    eyebrow: String!
    title: String!
    text: String!
    image: File @fileByRelativePath
    imageAlt: String!
    button: Link!
    sponsorsTitle: String!
    sponsors: [EnSponsor!]!
  }
  type EnHomeTwoAbout {
    eyebrow: String!
    title: String!
    text: String!
    image: File @fileByRelativePath
    imageAlt: String!
    join: String!
    avatars: [EnAvatar!]!
    button: Link!
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
    eyebrow: String!
    title: String!
    text: String!
    image: File @fileByRelativePath
    imageAlt: String!
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
    eyebrow: String!
    title: String!
    text: String!
    image: File @fileByRelativePath
    imageAlt: String!
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
  }
`;
