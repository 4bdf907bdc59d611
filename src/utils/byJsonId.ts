/** Orders JSON items by their numeric id (jsonId is a string, so "10" would sort before "2"). */
export function byJsonId<T extends { readonly jsonId: string }>(items: readonly T[]): T[] {
  return [...items].sort((a, b) => Number(a.jsonId) - Number(b.jsonId));
}
