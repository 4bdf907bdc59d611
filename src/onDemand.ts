// What loads on demand: every piece of the site's own code or libraries that the first paint does
// not need, each in its own chunk, fetched when the visitor is about to use it. The chunk names
// let the browser tests and the bench recognise them (public/<name>-<hash>.js). Components ask
// for a chunk with useOnDemand (src/hooks/useOnDemand.ts) and may start one early by calling its
// loader (webpack fetches each chunk once). Pagefind, which the search overlay fetches in turn, is
// not a webpack chunk: it is built after the site (scripts/search-index.ts).
import { bookingFormChunks } from "./booking/formChunks";
import { loadToasts } from "./toasts/notify";

export const onDemand = {
  /** Swiper (its largest library): when a carousel nears the viewport, or, for a carousel in the
   * first screen, on the visitor's first interaction; a static track plays the slides until then. */
  carousel: () =>
    import(/* webpackChunkName: "carousel" */ "./components/ui/SwiperCarousel").then(
      (module) => module.SwiperCarousel,
    ),
  /** Formik and yup: on the first focus, touch or submit of a contact form, which takes over with
   * what was typed; until then the form is plain HTML that posts without JavaScript. */
  contactForm: () =>
    import(/* webpackChunkName: "contact-form" */ "./contact/LiveContactForm").then(
      (module) => module.LiveContactForm,
    ),
  /** react-toastify ("toasts", started in src/toasts/notify.ts, which the contact form's chunk
   * imports): with the first toast, or with the contact form that may show one. */
  toasts: loadToasts,
  /** The search overlay: on the first open of the search; most visits never search. */
  searchOverlay: () =>
    import(/* webpackChunkName: "search-overlay" */ "./components/layout/SearchOverlay").then(
      (module) => module.SearchOverlay,
    ),
  /** The video modal and its player: on the first hover, focus or click of a play button. */
  videoModal: () =>
    import(/* webpackChunkName: "video-modal" */ "./components/ui/VideoModal").then(
      (module) => module.VideoModal,
    ),
  /** The credit and leasing simulator: when its section nears the viewport, so the service
   * pages' first load stays the same. */
  simulator: () =>
    import(/* webpackChunkName: "simulator" */ "./simulator/Simulator").then(
      (module) => module.Simulator,
    ),
  /** The borrowing-capacity check ("Cât pot împrumuta?"): when its section nears the viewport,
   * like the simulator; the section's table of examples is in the page without it. */
  capacity: () =>
    import(/* webpackChunkName: "capacity" */ "./capacity/CapacityCheck").then(
      (module) => module.CapacityCheck,
    ),
  /** The booking form and its slot picker: on /programare when its place nears the viewport, the
   * page's request form standing in until then and without JavaScript. */
  booking: () =>
    import(/* webpackChunkName: "booking" */ "./booking/BookingForm").then(
      (module) => module.BookingForm,
    ),
  ...bookingFormChunks,
  /** The manage page's choice of another time, with the same picker: at "Alege altă oră". Its
   * own chunk, so each page's chunk leaves out what that page's own script already holds. */
  bookingMove: () =>
    import(/* webpackChunkName: "booking-move" */ "./booking/Reschedule").then(
      (module) => module.Reschedule,
    ),
  /** The manage page's confirmation of a request, from the confirmation mail's link ("#c="):
   * once the page has read its fragment, so a booking's own link ("#t=") does not fetch it. */
  bookingConfirm: () =>
    import(/* webpackChunkName: "booking-confirm" */ "./booking/ConfirmRequest").then(
      (module) => module.ConfirmRequest,
    ),
  /** The office's view of a booking, from the link in its notice ("#o="): only the office opens
   * it, so no visitor's page fetches it. */
  bookingOffice: () =>
    import(/* webpackChunkName: "booking-office" */ "./booking/OfficeBooking").then(
      (module) => module.OfficeBooking,
    ),
  /** The error report to the server: when an error boundary catches a failing part. */
  errorReport: () =>
    import(/* webpackChunkName: "error-report" */ "./errors/report").then(
      (module) => module.reportClientError,
    ),
  /** The footer's read-only parts: only when the app renders the footer itself, after a change
   * of language or chrome; on the page the build rendered it keeps their markup without their code. */
  footerParts: () => import(/* webpackChunkName: "footer" */ "./components/layout/FooterParts"),
  /** web-vitals and the beacon of real visits' Web Vitals: on a sampled page view, once it has
   * loaded and the browser is idle (src/vitals/start.ts). */
  vitals: () =>
    import(/* webpackChunkName: "vitals" */ "./vitals/beacon").then((module) => module.watchVitals),
  /** react-helmet: at the first client-side navigation, the first time the head must change; the
   * page the build rendered already has its head (src/seo/Head.tsx). */
  helmet: () =>
    import(/* webpackChunkName: "helmet" */ "react-helmet").then((module) => module.Helmet),
};
