// What makes a document checklist's data whole (domain/documents.ts): the build's checks
// (gatsby/documentsChecks.ts) and the server's loader (io/documents.ts) read the data files through
// these, each problem naming its field under `documents`.
import { AUDIENCES, isAudience } from "./documents";

const isObject = (value: unknown): value is Record<string, unknown> =>
  Boolean(value) && typeof value === "object" && !Array.isArray(value);

const blank = (value: unknown): boolean => typeof value !== "string" || value.trim() === "";

/** What is wrong with a group at `at` (`groups.person`, `product`): a title, and items none blank. */
function groupProblems(group: unknown, at: string): string[] {
  if (!isObject(group)) return [`${at} is missing`];
  const problems: string[] = [];
  if (blank(group.title)) problems.push(`${at}.title is empty`);
  if (!Array.isArray(group.items) || group.items.length === 0) {
    problems.push(`${at}.items has no items: a group lists at least one document`);
  } else {
    group.items.forEach((item, index) => {
      if (blank(item)) problems.push(`${at}.items[${index}] is empty`);
    });
  }
  return problems;
}

/**
 * What is wrong with the shared part (data/ro-service-shared.json's `documents`), each problem
 * naming its field under `documents`; none when it is whole.
 */
export function sharedDocumentsProblems(value: unknown): string[] {
  if (!isObject(value)) return ["documents is missing"];
  const problems: string[] = [];
  for (const field of ["title", "text", "print"]) {
    if (blank(value[field])) problems.push(`documents.${field} is empty`);
  }
  const groups = isObject(value.groups) ? value.groups : {};
  for (const audience of AUDIENCES) {
    problems.push(...groupProblems(groups[audience], `documents.groups.${audience}`));
  }
  return problems;
}

/**
 * What is wrong with a service page's part (its page file's `documents`): whom it is for (one or
 * both audiences, each once) and its product's group; none when it is whole.
 */
export function serviceDocumentsProblems(value: unknown): string[] {
  if (!isObject(value)) return ["documents is missing"];
  const problems: string[] = [];
  const audiences = value.audiences;
  if (!Array.isArray(audiences) || audiences.length === 0) {
    problems.push(`documents.audiences is empty: name ${AUDIENCES.join(" or ")}`);
  } else {
    audiences.forEach((audience, index) => {
      if (!isAudience(audience)) {
        problems.push(
          `documents.audiences[${index}] "${String(audience)}" is not an audience (${AUDIENCES.join(", ")})`,
        );
      } else if (audiences.indexOf(audience) !== index) {
        problems.push(`documents.audiences[${index}] "${audience}" is listed twice`);
      }
    });
  }
  problems.push(...groupProblems(value.product, "documents.product"));
  return problems;
}
