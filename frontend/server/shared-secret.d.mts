export const PUBLISHED_SECRET: string;
export function checkoutSecret(name: string, directory?: string): string;
export function sharedSecret(env: Record<string, string | undefined>): string;
export function publicSecret(env: Record<string, string | undefined>): string | null;
