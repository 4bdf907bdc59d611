// Shapes of the data files that code imports directly (gatsby/dataFiles.ts) instead of reading them
// through GraphQL, so they are not given to createTypes. The content editor builds its forms from
// these like from the other collections; `@proxy` names a JSON key that GraphQL cannot spell.
export const directTypeDefs = `
  type ContactFieldCopy { label: String! placeholder: String! }
  type ContactFields {
    txtName: ContactFieldCopy!
    txtEmail: ContactFieldCopy!
    txtPhone: ContactFieldCopy!
    txtMessage: ContactFieldCopy!
  }
  type ContactPrivacy { before: String! linkText: String! link: String! newTabHint: String! }
  type ContactButton { idle: String! sending: String! }
  type ContactValidation {
    nameRequired: String!
    emailRequired: String!
    emailInvalid: String!
    phoneRequired: String!
    phoneDigits: String!
    messageRequired: String!
    privacyRequired: String!
    nameTooLong: String!
    emailTooLong: String!
    phoneTooLong: String!
    messageTooLong: String!
  }
  type ContactToasts { success: String! rejected: String! failure: String! }
  type ContactNoJs { sent: String! error: String! }
  type ContactServer {
    success: String!
    invalid: String!
    tooLarge: String!
    tooMany: String!
    badRequest: String!
    storageFailed: String!
    crossSite: String!
  }
  type ContactMailTest { subject: String! text: String! }
  type ContactSuspectWhy { expired: String! tooFast: String! @proxy(from: "too-fast") }
  type ContactPlural { one: String! few: String! other: String! }
  type ContactDuration { second: ContactPlural! hour: ContactPlural! day: ContactPlural! }
  type ContactMail {
    subject: String!
    subjectService: String!
    intro: String!
    name: String!
    email: String!
    phone: String!
    message: String!
    consent: String!
    yes: String!
    no: String!
    received: String!
    source: String!
    service: String!
    replyHint: String!
    suspectSubject: String!
    suspectNotice: String!
    suspectWhy: ContactSuspectWhy!
    duration: ContactDuration!
  }
  "The contact form's, the server's and the office e-mails' copy (data/contact.json)."
  type ContactJson {
    fields: ContactFields!
    privacy: ContactPrivacy!
    honeypotLabel: String!
    button: ContactButton!
    validation: ContactValidation!
    toasts: ContactToasts!
    noJs: ContactNoJs!
    server: ContactServer!
    mailTest: ContactMailTest!
    mail: ContactMail!
  }

  type SearchCopy {
    resultsLabel: String!
    searching: String!
    countNone: String!
    countOne: String!
    countMany: String!
    noResults: String!
    noResultsHelp: String!
    unavailable: String!
    contactLabel: String!
    link: String!
    answerLabel: String!
  }
  "The search overlay's copy (data/search.json), per language."
  type SearchJson { ro: SearchCopy! en: SearchCopy! }

  type BookingOfficeHours { weekday: Int! from: String! to: String! }
  type BookingClosure { from: String! to: String! }
  type BookingMeetingType {
    id: String!
    title: String!
    description: String!
    durationMinutes: Int!
    bufferBeforeMinutes: Int!
    bufferAfterMinutes: Int!
    minNoticeMinutes: Int!
    horizonDays: Int!
    maxPerDay: Int!
    modes: [String!]!
  }
  type BookingModes { online: String! telefon: String! birou: String! }
  """A part of the day the request without JavaScript may ask for: from "from" (else the opening)
  to "to" (else the closing), within each day's office hours."""
  type BookingWindow { id: String! label: String! from: String to: String }
  type BookingLimits { comingPerPerson: Int! movesPerBooking: Int! requestValidMinutes: Int! }
  """
  The booking calendar (data/booking.json): the office's hours, closures, meeting types, the
  labels of the meeting modes and the request's time windows. contract/booking/dataRules.ts holds
  its rules; closures and placeholders may be empty lists.
  """
  type BookingJson {
    lang: String!
    timeZone: String!
    slotStepMinutes: Int!
    approval: String!
    paused: Boolean!
    limits: BookingLimits!
    officeHours: [BookingOfficeHours!]!
    closures: [BookingClosure!]
    "The office's video meeting room (https), sent with every online meeting."
    meetingRoom: String
    meetingTypes: [BookingMeetingType!]!
    modes: BookingModes!
    windows: [BookingWindow!]!
    placeholders: [String!]
  }

  type BookingMailLabels {
    type: String!
    when: String!
    before: String!
    mode: String!
    name: String!
    email: String!
    phone: String!
    note: String!
    created: String!
    source: String!
    "The service a booking is about (its page's title)."
    service: String!
    "The page the visitor came from to the booking page."
    origin: String!
  }
  type BookingMailVisitorKind { subject: String! intro: String! calendar: String! }
  type BookingMailVisitorCancelled {
    subject: String!
    intro: String!
    calendar: String!
    manage: String!
    again: String!
  }
  type BookingMailVisitor {
    greeting: String!
    free: String!
    manage: String!
    signature: String!
    "{url}: the office's video meeting room, in the mails about an online meeting."
    online: String!
    "{service}: the service chosen; the confirmation's line above its document checklist."
    documents: String!
    confirmation: BookingMailVisitorKind!
    reminder: BookingMailVisitorKind!
    rescheduled: BookingMailVisitorKind!
    cancelled: BookingMailVisitorCancelled!
  }
  type BookingMailOfficeKind { subject: String! intro: String! }
  type BookingMailOfficeApprove { subject: String! intro: String! action: String! }
  type BookingMailOffice {
    replyHint: String!
    new: BookingMailOfficeKind!
    rescheduled: BookingMailOfficeKind!
    cancelled: BookingMailOfficeKind!
    approve: BookingMailOfficeApprove!
    manage: String!
  }
  type BookingMailRequestConfirm {
    subject: String!
    intro: String!
    action: String!
    validity: String!
    ignore: String!
  }
  type BookingMailRequestDeclined { subject: String! intro: String! again: String! }
  type BookingMailRequest {
    confirm: BookingMailRequestConfirm!
    declined: BookingMailRequestDeclined!
  }
  type BookingMailInvitation { manage: String! online: String! cancelled: String! }
  type BookingMailFeed { summary: String! summaryCancelled: String! }
  type BookingMailFigureKinds { credit: String! leasing: String! capacity: String! }
  """The calculation a visitor chose to send with a booking, as the office's mails and calendar
  show it: its inputs and the results the site computes again from them."""
  type BookingMailFigures {
    title: String!
    kinds: BookingMailFigureKinds!
    "Said when the results cannot be computed again (the service's simulator changed since)."
    noResults: String!
    yes: String!
    no: String!
  }
  "The booking mails to the visitor and the office (data/booking-mail.json), read by the server."
  type BookingMailJson {
    zone: String!
    when: String!
    icsFilename: String!
    labels: BookingMailLabels!
    visitor: BookingMailVisitor!
    office: BookingMailOffice!
    invitation: BookingMailInvitation!
    feed: BookingMailFeed!
    request: BookingMailRequest!
    figures: BookingMailFigures!
  }

  type BookingServerLinks { invalid: String! expired: String! replaced: String! }
  type BookingServerOffice {
    cancelled: String!
    reported: String!
    approved: String!
    declined: String!
    notOpen: String!
  }
  type BookingServerRequest { message: String! note: String! }
  type BookingServerPlural { one: String! few: String! other: String! }
  "The booking server's answers to the page (data/booking-server.json), shown as they are."
  type BookingServerJson {
    feedName: String!
    booked: String!
    pending: String!
    awaiting: String!
    requestGone: String!
    declinedView: String!
    rescheduled: String!
    cancelled: String!
    requestSent: String!
    paused: String!
    tokenRequired: String!
    blocked: String!
    person: String!
    mailBound: String!
    moves: String!
    sameSlot: String!
    started: String!
    invalid: String!
    lineBreak: String!
    noteTooLong: String!
    unknownService: String!
    badSource: String!
    badFigures: String!
    "{label} {min} {max}: a calculation's input outside its simulator field's range."
    figuresRange: String!
    unknownType: String!
    badMode: String!
    badSlot: String!
    past: String!
    beyondHorizon: String!
    closed: String!
    closedReason: String!
    closedWeekday: String!
    outsideHours: String!
    taken: String!
    noneNear: String!
    badDay: String!
    noSuchDay: String!
    badWindow: String!
    "{window} {day} {hours}: a window that leaves nothing of the chosen day's office hours."
    windowOutside: String!
    dayPast: String!
    slotsUnavailable: String!
    links: BookingServerLinks!
    alreadyCancelled: String!
    office: BookingServerOffice!
    tooMany: String!
    tooLarge: String!
    badRequest: String!
    charset: String!
    storageFailed: String!
    request: BookingServerRequest!
    hours: BookingServerPlural!
    minutes: BookingServerPlural!
    days: BookingServerPlural!
    times: BookingServerPlural!
  }

  """
  The measure of real visits' Web Vitals (data/vitals.json, contract/vitals.ts): the share of page
  views that send theirs, from 0 (none) to 1 (all).
  """
  type VitalsJson {
    sampleRate: Float!
  }
`;
