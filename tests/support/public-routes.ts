import { readdirSync } from 'node:fs';
import path from 'node:path';

// The public site's page routes as the app folder declares them (app/[locale]/**/page.tsx), so a
// test that walks them sees a route the day it is added.

const LOCALE_FOLDER = path.join('app', '[locale]');

/** '/book/manage/[token]' for app/[locale]/book/manage/[token]/page.tsx; route groups dropped. */
export function publicPageRoutes(root = LOCALE_FOLDER): string[] {
  return readdirSync(root, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && /^page\.(tsx|ts|jsx|js)$/.test(entry.name))
    .map((entry) => {
      const segments = path.relative(root, entry.parentPath).split(path.sep).filter(Boolean);
      return `/${segments.filter((segment) => !/^\(.+\)$/.test(segment)).join('/')}`;
    })
    .sort();
}

/** The dynamic segments' names of a route: ['token'] for '/book/manage/[token]'. */
export const dynamicSegments = (route: string): string[] => [...route.matchAll(/\[(?:\.\.\.)?([^\]]+)\]/g)].map((match) => match[1]!);

/** Names of a dynamic segment that hold a secret: a token, a session id, a key or a signature. */
export const SECRET_SEGMENT = /token|session|secret|key|signature/i;

/** A concrete address of a route, each dynamic segment filled with `value`. */
export const addressOf = (route: string, value: string): string => route.replace(/\[\.\.\.[^\]]+\]/g, value).replace(/\[[^\]]+\]/g, value);
