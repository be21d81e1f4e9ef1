import type { DocumentNode } from "graphql";

export type TrustedDocument = { id: string; name: string; type: string; body: string };
export type TrustedDocumentsManifest = { format: string; version: number; operations: TrustedDocument[] };

export const MANIFEST_FILE: string;
export function trustedDocuments(documents: readonly DocumentNode[]): TrustedDocumentsManifest;
export function manifestText(manifest: TrustedDocumentsManifest): string;
export function documentId(body: string): string;
