// Types of the English template pages' data: the English-only collections and en-labels here, the
// en-*.json page files' types after them (enPages.ts). The editor reads this whole string to tell
// which types hold English copy. The Link and Heading shapes and the collections both languages
// share live in shared.ts. An `examples` field lists the keys of an item that are the template's
// invented demo values (src/utils/placeholders.ts, EXAMPLES_KEY): the section showing the item
// puts a visible mark next to each, with the wording of EnExampleMarks.
import { pageTypeDefs } from "./enPages";

export const typeDefs = `
  type EnHeadingLink { eyebrow: String title: String! text: String button: Link! }
  type EnImageItem { image: File @fileByRelativePath alt: String! }
  type EnTextBlock { title: String! desc: String! }
  "The notice at the top of every English template page: what the page is and where the firm's own pages are."
  type EnNotice { label: String! text: String! link: Link! }
  "The visible marks next to the demo values an item lists under examples."
  type EnExampleMarks {
    profile: String!
    testimonial: String!
    comment: String!
    author: String!
    logos: String!
    figure: String!
    price: String!
    contact: String!
  }

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
    examples: [String!]
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
    examples: [String!]
  }
  type CommentJson implements Node @dontInfer {
    jsonId: String!
    author: String!
    date: String!
    dateTime: String!
    text: String!
    examples: [String!]
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
    notice: EnNotice!
    exampleMarks: EnExampleMarks!
  }
${pageTypeDefs}`;
