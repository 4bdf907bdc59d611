// The one rule for a page whose query found nothing: the build fails and names the page.

type Present<T, K extends keyof T> = Omit<T, K> & { readonly [P in K]-?: NonNullable<T[P]> };

/**
 * Returns the page query's result with the named root fields known to be present, or throws an
 * error naming the page and the missing fields, which fails `gatsby build` at that page.
 */
export function requireData<T extends object, K extends keyof T & string>(
  pagePath: string,
  data: T,
  fields: readonly K[],
): Present<T, K> {
  const missing = fields.filter((field) => data[field] === null || data[field] === undefined);
  if (missing.length > 0) {
    throw new Error(
      `page ${pagePath}: its query found no ${missing.join(", ")}; check the page's data file and its route's keys`,
    );
  }
  return data as Present<T, K>;
}
