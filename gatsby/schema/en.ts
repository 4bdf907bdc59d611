// Types of the English template pages' data: the English-only collections and en-labels here, the
// en-*.json page files' types after them (enPages.ts). The editor reads this whole string to tell
// which types hold English copy. The Link and Heading shapes and the collections both languages
// share live in shared.ts.
import { pageTypeDefs } from "./enPages";

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
${pageTypeDefs}`;
