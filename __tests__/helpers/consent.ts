// Stores a cookie choice the way the consent banner does, before a component reads it.
import { saveConsent, REJECT_ALL, type ConsentChoice } from "../../src/consent/consent";

export function grantConsent(choice: Partial<ConsentChoice>): void {
  saveConsent({ ...REJECT_ALL, ...choice });
}
