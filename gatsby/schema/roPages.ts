// Types of the Romanian pages' own sections (the home, about, services, contact and booking parts
// of the page files, and data/ro-service-shared.json). RoTextLink and RoIconItem come first
// because the collections in ro.ts (legal, service pages) use them too; Link and Heading live in
// shared.ts.
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
    "Beside the form: choosing a time in the booking page's calendar instead."
    bookingText: String!
    bookingButton: Link!
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
  "The line under the home page's consumer-credit notice that leads to the borrowing-capacity check."
  type RoHomeCapacityCheck { text: String! link: Link! }
  type RoHomeJson implements Node @dontInfer {
    hero: RoHomeHero!
    capacityCheck: RoHomeCapacityCheck!
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

  "Romanian plural forms of a count ({n}): 1, 2–19 and 20 or more."
  type RoPluralForms { one: String! few: String! other: String! }
  type RoBookingPicker {
    title: String!
    noScript: String!
    loading: String!
    loadFailed: String!
    retry: String!
    noSlots: String!
    dayLegend: String!
    "{day}"
    timeLegend: String!
    "{time}: a slot's time on the office's clock."
    officeTime: String!
    "{time}: the same slot on the visitor's clock, when their time zone is another."
    localTime: String!
    "{time} {day}: the visitor's clock, when the slot falls on another day there."
    localDay: String!
    "{zone}: the visitor's time zone."
    zoneNote: String!
    "{slot}"
    chosen: String!
    "{slot} {local}"
    chosenLocal: String!
  }
  type RoBookingButton { idle: String! sending: String! }
  type RoBookingForm {
    detailsTitle: String!
    noteLabel: String!
    "Under the note: what the note should not hold (the page links the textarea to it)."
    noteHint: String!
    notePlaceholder: String!
    button: RoBookingButton!
    slotRequired: String!
    invalid: String!
    failure: String!
    nearestTitle: String!
    otherTime: String!
  }
  """What the booking form shows once a request is sent: nothing is booked before the visitor opens
  the mailed link and confirms. The server's answer names the address."""
  type RoBookingPending {
    title: String!
    "{time}: when the link stops working, on the office's clock (and the visitor's beside it)."
    valid: String!
    notReceived: String!
    resend: String!
    "{email}: the address the mail went to again."
    resent: String!
    failure: String!
    correctionTitle: String!
    correctionLabel: String!
    correctionButton: String!
    again: String!
  }
  type RoBookingRequest {
    title: String!
    text: String!
    dayLabel: String!
    windowLabel: String!
    button: String!
  }
  """What a booking is about: the service chosen, the page the visitor came from and the figures of
  the simulation they brought, sent only when the visitor ticks the box (contract/forms/bookingContext.ts)."""
  type RoBookingContext {
    serviceLabel: String!
    "The select's first option: no service in particular."
    serviceNone: String!
    "{page}: the title of the page the visitor came from."
    sourceText: String!
    figuresTitle: String!
    figuresText: String!
    "The box that sends the figures with the booking; it starts unticked."
    figuresConsent: String!
    figuresLoading: String!
    figuresFailed: String!
  }
  "What a form posted without JavaScript comes back to (contract/forms/booking.ts outcomes)."
  type RoBookingNotices { requested: String! booked: String! error: String! }
  "The booking page's copy; the meeting types, modes and windows are data/booking.json's."
  type RoBookingJson implements Node @dontInfer {
    intro: Heading!
    meetingLabel: String!
    durationLabel: String!
    duration: RoPluralForms!
    modeLegend: String!
    context: RoBookingContext!
    picker: RoBookingPicker!
    form: RoBookingForm!
    pending: RoBookingPending!
    request: RoBookingRequest!
    notices: RoBookingNotices!
  }

  type RoBookingDialog {
    title: String!
    "{slot}"
    text: String!
    confirm: String!
    keep: String!
  }
  "The manage page opened from the confirmation mail's link: the request, confirmed by a button."
  type RoBookingConfirmRequest {
    title: String!
    text: String!
    button: String!
    confirmed: String!
    awaiting: String!
    failure: String!
  }
  "The manage page opened from the office's link: the visitor's details and the office's actions."
  type RoBookingOffice {
    title: String!
    nameLabel: String!
    emailLabel: String!
    phoneLabel: String!
    noteLabel: String!
    cancel: String!
    report: String!
    approve: String!
    decline: String!
    reportDialog: RoBookingDialog!
    failure: String!
  }
  """The copy of the page a booking's mails link to: confirm a request, cancel a booking or choose
  another time, and the office's own link."""
  type RoBookingManageJson implements Node @dontInfer {
    title: String!
    loading: String!
    missingToken: String!
    loadFailed: String!
    meetingLabel: String!
    whenLabel: String!
    modeLabel: String!
    statusLabel: String!
    statusConfirmed: String!
    statusCancelled: String!
    statusUnconfirmed: String!
    statusAwaiting: String!
    cannotChange: String!
    cancelButton: String!
    rescheduleButton: String!
    dialog: RoBookingDialog!
    cancelled: String!
    rescheduleTitle: String!
    rescheduleSubmit: String!
    "{slot}"
    rescheduled: String!
    keepTime: String!
    failure: String!
    "Followed by the office's phone number, as a link."
    noScript: String!
    newBooking: Link!
    confirmRequest: RoBookingConfirmRequest!
    officeView: RoBookingOffice!
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
  "The documents a person and a company bring for any service (ChecklistGroup is in ro.ts)."
  type RoServiceDocumentGroups { person: ChecklistGroup! company: ChecklistGroup! }
  """The document checklist's shared part: the disclosure's summary, what the list is (orientative),
  the print button's label and the groups every service shares."""
  type RoServiceDocuments {
    title: String!
    text: String!
    print: String!
    groups: RoServiceDocumentGroups!
  }
  type RoServiceSharedJson implements Node @dontInfer {
    shared: RoServiceSharedBlock!
    documents: RoServiceDocuments!
    faq: RoServiceSharedFaq!
    contact: Heading!
    programs: Heading!
  }
`;
