export const REDIS_SERVER: string;
export function freePort(): Promise<number>;
export function startPrivateRedis(options?: { port?: number }): Promise<{ port: number; url: string; stop: () => Promise<void> }>;
