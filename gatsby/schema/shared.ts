// Types both languages share: the link and heading shapes their pages' copy is made of, and the
// collections (FAQ, why-choose cards, timeline, process steps, counters, service cards, testimonials)
// that hold items for Romanian and English pages alike.
export const typeDefs = `
  "A labelled link to a route or an address: the data of a ButtonLink."
  type Link { label: String! link: String! }
  "The eyebrow, title and intro text that open a section: the data of a SectionHeading."
  type Heading { eyebrow: String title: String! text: String }

  type FaqJson implements Node @dontInfer {
    jsonId: String!
    page: String!
    title: String!
    desc: String!
    # Whether the product's FAQ entity marks this answer as shown. No component reads it: every
    # accordion of the site opens its first item on load and keeps at most one open, whatever the
    # marks say. The field stays required because it belongs to the FAQ entity the data carries.
    showAnswer: Boolean!
  }
  type WhyChooseJson implements Node @dontInfer {
    jsonId: String!
    lang: String!
    icon: String!
    title: String!
    desc: String!
  }
  type TimelineJson implements Node @dontInfer {
    jsonId: String!
    lang: String!
    date: String!
    title: String!
    desc: String!
  }
  type ProcessJson implements Node @dontInfer {
    jsonId: String!
    page: String!
    icon: String!
    count: String!
    title: String!
    desc: String!
  }
  type CounterJson implements Node @dontInfer {
    jsonId: String!
    page: String!
    target: Float!
    prefix: String
    suffix: String
    label: String!
    """Keys of this item that are placeholders (site facts to confirm) or demo examples."""
    placeholders: [String!]
    examples: [String!]
  }
  type ServiceCardJson implements Node @dontInfer {
    jsonId: String!
    group: String!
    icon: String!
    thumb: File @fileByRelativePath
    thumbAlt: String!
    title: String!
    desc: String!
    link: String!
  }
  type TestimonialJson implements Node @dontInfer {
    jsonId: String!
    page: String!
    desc: String!
    name: String!
    designation: String!
    img: File @fileByRelativePath
    imgAlt: String
    "Keys of this item that are demo examples (only the English template's testimonials have any)."
    examples: [String!]
  }
`;
