// @ts-check
import { readdirSync } from 'node:fs';
import path from 'node:path';

// Which addresses the build has no page or handler for, decided before Next from the build's route
// table, so a flood of made-up addresses costs a lookup instead of a render
// (docs/decisions/cheap-refusals.md).

/** app/[locale]: the folder's name (the app's), not a language. */
export const LOCALIZED = /^\/\[locale\](?=\/|$)/;
/** app/[locale]/[...rest]: renders the language's not-found view for every path no other page takes. */
const CATCH_ALL = /^\/\[locale\]\/\[\.\.\.[^\]]+\]$/;

/** @typedef {{ kind: 'api' } | { kind: 'page', locale: string, prefix: string }} UnknownAddress */

/**
 * Every file of the public folder by the address Next serves it at.
 * @param {string} folder
 * @returns {Set<string>}
 */
export function publicFileAddresses(folder) {
  try {
    return new Set(
      readdirSync(folder, { recursive: true, withFileTypes: true })
        .filter((entry) => entry.isFile())
        .map((entry) => `/${path.relative(folder, path.join(entry.parentPath, entry.name)).split(path.sep).join('/')}`),
    );
  } catch {
    return new Set();
  }
}

/**
 * @param {object} options
 * @param {{ page: string, regex: string }[]} options.routes the build's pages and handlers
 * @param {{ regex: string }[]} options.redirects the redirects Next answers itself
 * @param {Set<string>} options.publicFiles
 * @param {readonly { locale: string, prefix: string }[]} options.localePrefixes scripts/locales.mjs
 */
export function createAddressBook({ routes, redirects, publicFiles, localePrefixes }) {
  // Case-insensitive: where Next might still find something, the address is left to Next.
  /** @param {{ regex: string }} route */
  const compile = (route) => new RegExp(route.regex, 'i');
  const localized = routes.filter((route) => LOCALIZED.test(route.page) && !CATCH_ALL.test(route.page)).map(compile);
  const unlocalized = routes.filter((route) => !LOCALIZED.test(route.page));
  const unlocalizedPatterns = unlocalized.map(compile);
  const unlocalizedRoots = new Set(unlocalized.map((route) => route.page.split('/')[1]?.toLowerCase()));
  // A route such as /[file] outside the languages could match any address: then every address is tried.
  const anyRootDynamic = [...unlocalizedRoots].some((root) => root?.startsWith('['));
  const redirectPatterns = redirects.map(compile);
  const hasCatchAll = routes.some((route) => CATCH_ALL.test(route.page));
  const rootLocale = localePrefixes.find(({ prefix }) => prefix === '');
  const byPrefix = new Map(localePrefixes.filter(({ prefix }) => prefix !== '').map((entry) => [entry.prefix.slice(1), entry]));

  return {
    /**
     * What an address is when the build has nothing for it: an API address, or a page of a language
     * (its not-found view). Null for everything Next answers otherwise, or may.
     * @param {string} pathname the request's path, without the query
     * @returns {UnknownAddress | null}
     */
    unknown(pathname) {
      let decoded;
      try {
        decoded = decodeURI(pathname);
      } catch {
        return null;
      }
      if (decoded.startsWith('/_') || publicFiles.has(decoded)) return null;
      if (redirectPatterns.some((pattern) => pattern.test(pathname) || pattern.test(decoded))) return null;
      const first = decoded.split('/')[1] ?? '';
      const underRoot = unlocalizedRoots.has(first.toLowerCase());
      // Only an address under one of their roots can be a route outside the languages: a page's
      // address is not tried against the ~90 patterns of the API and the admin at every request.
      if ((underRoot || anyRootDynamic) && unlocalizedPatterns.some((pattern) => pattern.test(decoded))) return null;
      if (first === 'api') return { kind: 'api' };
      // The admin (its guard redirects), the demo checkout, uploads: Next's own answers.
      if (underRoot) return null;
      // A dot in the last segment is a file's address, which next.config.mjs does not route into the site.
      if (decoded.slice(decoded.lastIndexOf('/')).includes('.')) return null;
      const language = byPrefix.get(first) ?? rootLocale;
      if (!language || !hasCatchAll) return null;
      const rest = language.prefix === '' ? decoded : decoded.slice(language.prefix.length);
      const internal = `/${language.locale}${rest === '/' ? '' : rest}`;
      if (localized.some((pattern) => pattern.test(internal))) return null;
      return { kind: 'page', locale: language.locale, prefix: language.prefix };
    },
  };
}
