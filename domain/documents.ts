// A service's document checklist: what a person or a company brings to apply for it. The lists
// every service shares (one for a person, one for a company) live once in
// data/ro-service-shared.json; a service page's file says whom the service is for and adds what
// its product needs beyond them. The service page shows the composed list, and the booking's
// confirmation mail sends it for the service chosen.

export const AUDIENCES = ["person", "company"] as const;
export type Audience = (typeof AUDIENCES)[number];

export interface ChecklistGroup {
  readonly title: string;
  readonly items: readonly string[];
}

/** The shared part (data/ro-service-shared.json, `documents`). */
export interface SharedDocuments {
  /** The disclosure's summary, e.g. "Ce documente îți trebuie". */
  readonly title: string;
  /** What the list is and is not: orientative, each lender may ask for more. */
  readonly text: string;
  /** The label of the page's button that prints the list. */
  readonly print: string;
  readonly groups: { readonly [A in Audience]: ChecklistGroup };
}

/** A service page's part (its page file, `documents`). */
export interface ServiceDocuments {
  /** Whom the service is for, in the order the groups are listed. */
  readonly audiences: readonly Audience[];
  /** What this product needs beyond the shared lists. */
  readonly product: ChecklistGroup;
}

export interface Checklist {
  readonly title: string;
  readonly text: string;
  readonly groups: readonly ChecklistGroup[];
}

/** The checklist of one service: its audiences' shared groups, then its product's own. */
export function serviceChecklist(shared: SharedDocuments, service: ServiceDocuments): Checklist {
  return {
    title: shared.title,
    text: shared.text,
    groups: [...service.audiences.map((audience) => shared.groups[audience]), service.product],
  };
}

/** The checklist as plain text lines, for a mail: each group's title, then its items as "- …". */
export function checklistText(checklist: Checklist): string {
  return checklist.groups
    .map((group) => [`${group.title}:`, ...group.items.map((item) => `- ${item}`)].join("\n"))
    .join("\n\n");
}

export function isAudience(value: unknown): value is Audience {
  return (AUDIENCES as readonly unknown[]).includes(value);
}
