// The browser settings of the benchmark's Lighthouse runs.

/**
 * chrome-launcher's default `--disable-features` list minus RenderDocument, so the browser runs as
 * Chrome ships: with it off, first frames were presented late and Lighthouse scores swung
 * (docs/decisions/benchmark-render-document.md). A later flag of the same name replaces the earlier
 * one, so this list keeps the launcher's others.
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
