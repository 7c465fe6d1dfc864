import { execFileSync } from 'node:child_process';
import { disabledFeaturesFlag } from '@/scripts/bench/chrome-flags.mjs';

// The benchmark's browser runs with Chrome's own RenderDocument setting (scripts/bench/chrome-flags.mjs).
// Chrome keeps only the last --disable-features it is given, so the flag must carry the launcher's
// other disabled features along, or adding it would switch those back on.

const features = (flag: string) => flag.slice('--disable-features='.length).split(',');

/** chrome-launcher's real defaults, read by a Node process of its own: the package is ESM only. */
function launcherDefaults(): string[] {
  const script = "const { Launcher } = await import('chrome-launcher'); console.log(JSON.stringify(Launcher.defaultFlags()));";
  return JSON.parse(execFileSync(process.execPath, ['--input-type=module', '-e', script], { encoding: 'utf8' })) as string[];
}

describe('disabledFeaturesFlag', () => {
  it("keeps every other feature chrome-launcher disables, in the launcher's order, but not RenderDocument", () => {
    const defaults = launcherDefaults();
    const launcherFeatures = features(defaults.find((flag) => flag.startsWith('--disable-features='))!);
    expect(launcherFeatures).toEqual(expect.arrayContaining(['Translate', 'RenderDocument']));

    const flag = disabledFeaturesFlag(defaults);
    expect(flag.startsWith('--disable-features=')).toBe(true);
    expect(features(flag)).toEqual(launcherFeatures.filter((feature) => feature !== 'RenderDocument'));
  });

  it('is a valid flag when the launcher disables nothing', () => {
    expect(disabledFeaturesFlag(['--no-first-run'])).toBe('--disable-features=');
  });
});
