// @ts-check
import { CONSENT_DEFAULTS_SCRIPT } from '../analytics/consent-defaults-script.mjs';

/**
 * The inline scripts of ours that pages run, by exact text, so the Content-Security-Policy can
 * allow them by hash: the consent defaults, and the gtag set-up that @next/third-parties inserts
 * in the browser (it is never in the HTML) when Google Analytics is configured. The latter is read from the package's own component rather
 * than copied, so a package update cannot silently break analytics.
 * @param {{ gaMeasurementId?: string }} options
 * @returns {Promise<Set<string>>}
 */
export async function knownInlineScripts({ gaMeasurementId }) {
  const scripts = new Set([CONSENT_DEFAULTS_SCRIPT]);
  if (gaMeasurementId) {
    for (const script of await analyticsInlineScripts(gaMeasurementId)) scripts.add(script);
  }
  return scripts;
}

/** @param {string} gaId */
async function analyticsInlineScripts(gaId) {
  const [{ createElement }, { renderToStaticMarkup }, { GoogleAnalytics }] = await Promise.all([
    import('react'),
    import('react-dom/server'),
    import('@next/third-parties/google'),
  ]);
  // The component uses hooks, so it is called inside a (throwaway) render.
  /** @type {unknown} */
  let tree;
  renderToStaticMarkup(
    createElement(() => {
      tree = GoogleAnalytics({ gaId });
      return null;
    }),
  );
  return inlineHtmlOf(tree);
}

/**
 * Every `dangerouslySetInnerHTML.__html` in a React element tree.
 * @param {unknown} node
 * @returns {string[]}
 */
function inlineHtmlOf(node) {
  if (Array.isArray(node)) return node.flatMap(inlineHtmlOf);
  if (!node || typeof node !== 'object' || !('props' in node)) return [];
  const props = /** @type {{ children?: unknown; dangerouslySetInnerHTML?: { __html?: unknown } }} */ (node.props ?? {});
  const own = typeof props.dangerouslySetInnerHTML?.__html === 'string' ? [props.dangerouslySetInnerHTML.__html] : [];
  return [...own, ...inlineHtmlOf(props.children)];
}
