export const DEVELOPMENT_SECRET: string;
export function sharedSecret(env: Record<string, string | undefined>): string;
export function publicSecret(env: Record<string, string | undefined>): string | null;
