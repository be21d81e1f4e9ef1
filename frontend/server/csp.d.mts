// Types for the browser tests, which read the placeholder the storefront must never send.
export type SecuritySettings = {
  placeholder: string;
  cmsOrigin: string;
  https: boolean;
  reportUri: string;
  reportOnly: boolean;
};
export function securitySettings(env?: Record<string, string | undefined>, buildId?: string): SecuritySettings;
