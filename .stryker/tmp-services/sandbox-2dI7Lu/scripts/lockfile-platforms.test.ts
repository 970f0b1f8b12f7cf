// @ts-nocheck
import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { findMissing, platformFromName } from './lockfile-platforms.ts';

describe('lockfile platform entries', () => {
  it('the committed package-lock.json records every optional platform package (npm ci accepts it)', () => {
    const lock = JSON.parse(fs.readFileSync('package-lock.json', 'utf8'));
    expect(findMissing(lock).map((m) => m.key)).toEqual([]);
  });

  it('finds an absent optional package and hoists it to the top', () => {
    const lock = {
      packages: {
        'node_modules/a': { version: '1.0.0', dev: true, optionalDependencies: { 'a-darwin-arm64': '1.0.0' } },
        'node_modules/b': { version: '1.0.0', optionalDependencies: { 'b-linux-x64': '2.0.0' } },
        'node_modules/b-linux-x64': { version: '2.0.0' },
      },
    };
    expect(findMissing(lock)).toEqual([
      { name: 'a-darwin-arm64', version: '1.0.0', key: 'node_modules/a-darwin-arm64', dev: true },
    ]);
  });

  it('nests it beside its parent when another version already holds the top', () => {
    const lock = {
      packages: {
        'node_modules/x-linux-x64': { version: '9.0.0' },
        'node_modules/new': { version: '9.0.0', optionalDependencies: { 'x-linux-x64': '9.0.0' } },
        'node_modules/old': { version: '0.1.0', optionalDependencies: { 'x-linux-x64': '0.1.0' } },
      },
    };
    expect(findMissing(lock).map((m) => `${m.key}@${m.version}`)).toEqual([
      'node_modules/old/node_modules/x-linux-x64@0.1.0',
    ]);
  });

  it('refuses a range, which only a real install can resolve', () => {
    const lock = { packages: { 'node_modules/a': { optionalDependencies: { 'a-win32-x64': '^1.0.0' } } } };
    expect(() => findMissing(lock)).toThrow(/a range/);
  });

  it('reads the platform from a native package name', () => {
    expect(platformFromName('@rollup/rollup-linux-x64-musl')).toEqual({ os: ['linux'], cpu: ['x64'], libc: ['musl'] });
    expect(platformFromName('@rollup/rollup-linux-arm-gnueabihf')).toEqual({
      os: ['linux'],
      cpu: ['arm'],
      libc: ['glibc'],
    });
    expect(platformFromName('@biomejs/cli-android-x64')).toEqual({ os: ['android'], cpu: ['x64'] });
    expect(platformFromName('@biomejs/cli-win32-arm64')).toEqual({ os: ['win32'], cpu: ['arm64'] });
    expect(platformFromName('left-pad')).toBeUndefined();
  });
});
