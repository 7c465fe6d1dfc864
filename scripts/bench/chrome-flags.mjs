// The browser settings of the benchmark's Lighthouse runs.

/**
 * chrome-launcher's default `--disable-features` list minus RenderDocument, so the browser runs as
 * Chrome ships. With RenderDocument off (a launcher default since 2025), this Chromium under
 * Lighthouse's phone emulation held back the presentation of a page's first frame by about one
 * second in most runs, although the page had painted it: first paint 1.2-2.3 s after a main-thread
 * paint at 0.2-1.3 s, against 0.3-0.8 s with Chrome's default. Lighthouse then counts every script
 * of the page into its LCP estimate: /no/projects scored 0.76 in one run and 0.99 in the next.
 * A later flag of the same name replaces the earlier one, so this list keeps the launcher's others.
 * @param {string[]} launcherFlags chrome-launcher's default flags (`Launcher.defaultFlags()`)
 */
export function disabledFeaturesFlag(launcherFlags) {
  const prefix = '--disable-features=';
  const launcherFlag = launcherFlags.find((flag) => flag.startsWith(prefix)) ?? prefix;
  const features = launcherFlag
    .slice(prefix.length)
    .split(',')
    .filter((feature) => feature && feature !== 'RenderDocument');
  return `${prefix}${features.join(',')}`;
}
