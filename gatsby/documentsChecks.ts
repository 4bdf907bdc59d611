// Build-time checks of the service pages' document checklists (domain/documents.ts): the shared
// groups of data/ro-service-shared.json and each service page file's `documents`. A group without
// items, an empty item, an unknown audience or a service page without its checklist fails
// `gatsby build` naming the file and the field.
import { serviceDocumentsProblems, sharedDocumentsProblems } from "../domain/documentsProblems";
import type { DataNode } from "./dataNode";

export const SERVICE_DOCUMENTS_TYPE = "ServiceDocumentsJson";
export const SHARED_TYPE = "RoServiceSharedJson";

export function checkDocuments(
  nodes: readonly DataNode[],
  where: (node: DataNode) => string,
  servicePages: readonly DataNode[],
): string[] {
  const problems: string[] = [];
  for (const node of nodes.filter((n) => n.internal.type === SHARED_TYPE)) {
    sharedDocumentsProblems(node.documents).forEach((p) => problems.push(`${where(node)}: ${p}`));
  }
  const byKey = new Map<string, DataNode>();
  for (const node of nodes.filter((n) => n.internal.type === SERVICE_DOCUMENTS_TYPE)) {
    byKey.set(String(node.key), node);
    serviceDocumentsProblems(node).forEach((p) => problems.push(`${where(node)}: ${p}`));
  }
  const serviceKeys = new Set(servicePages.map((page) => String(page.pageKey)));
  for (const page of servicePages) {
    if (!byKey.has(String(page.pageKey))) {
      problems.push(
        `${where(page)}: a service page lists its documents: "documents" (audiences and product) is missing`,
      );
    }
  }
  for (const [key, node] of byKey) {
    if (!serviceKeys.has(key)) {
      problems.push(`${where(node)}: "documents" belongs on a ServicePage route's file only`);
    }
  }
  return problems;
}
