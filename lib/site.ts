import 'server-only';
import { getEnv } from './env';

export { STUDIO_NAME } from './site-name';
export const COPYRIGHT_YEAR = 2025;

/** The studio's time zone: receipts and download links date things as the studio's books do. */
export const STUDIO_TIME_ZONE = 'Europe/Oslo';

export interface StudioContact {
  email: string;
  phone: string;
  socialUrl: string;
}

export function getStudioContact(): StudioContact {
  const env = getEnv();
  return { email: env.STUDIO_EMAIL, phone: env.STUDIO_PHONE, socialUrl: env.STUDIO_SOCIAL_URL };
}
