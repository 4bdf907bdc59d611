// Ids of list items: every item of the array files has a numeric `id` (GraphQL's jsonId) that
// pages and tests refer to. A new item has none (the field is hidden), and a copied one repeats
// another's: both get the next free number on save, so ids stay unique without anyone typing one.
type Item = Record<string, unknown>;

export function giveIds(items: unknown[]): unknown[] {
  const objects = items.filter((item): item is Item => Boolean(item && typeof item === "object"));
  if (!objects.some((item) => typeof item.id === "number")) return items;
  let next = Math.max(0, ...objects.map((item) => (typeof item.id === "number" ? item.id : 0))) + 1;
  const seen = new Set<number>();
  return items.map((item) => {
    if (!item || typeof item !== "object") return item;
    const { id } = item as Item;
    if (typeof id === "number" && !seen.has(id)) {
      seen.add(id);
      return item;
    }
    const given = next;
    next += 1;
    seen.add(given);
    return { ...(item as Item), id: given };
  });
}
