import { describe, expect, it } from 'vitest';

interface BiomeOverride {
  includes: string[];
  linter?: {
    rules?: { style?: { noRestrictedImports?: { options?: { patterns?: { group: string[] }[] } } } };
  };
}

const features = [
  ...new Set(Object.keys(import.meta.glob('../features/*/**')).map((file) => file.split('/')[2]!)),
];
const biome = Object.values(
  import.meta.glob<{ overrides?: BiomeOverride[] }>('../../../../biome.json', {
    eager: true,
    import: 'default',
  }),
)[0];

/** The lint rule that keeps features apart must know every feature folder, new ones included. */
describe('feature import boundaries', () => {
  it('finds the feature folders and the lint configuration', () => {
    expect(features).toContain('camps');
    expect(biome?.overrides?.length).toBeGreaterThan(0);
  });

  it.each(features)('lint forbids %s to import any other feature', (feature) => {
    const rule = biome?.overrides?.find((o) => o.includes.includes(`apps/web/src/features/${feature}/**`));
    const groups = rule?.linter?.rules?.style?.noRestrictedImports?.options?.patterns?.[0]?.group ?? [];
    // Relative paths up one, two or three folders: a file of `feature` reaching into `other`.
    const others = features
      .filter((other) => other !== feature)
      .flatMap((other) => ['../', '../../', '../../../'].map((up) => `${up}${other}/**`));
    expect([...groups].sort()).toEqual(others.sort());
  });
});
