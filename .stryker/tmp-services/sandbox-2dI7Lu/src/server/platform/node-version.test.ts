// @ts-nocheck
import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { nodeVersionWarning, olderThan, runningNodeWarning } from './node-version.ts';

describe('Node.js version check', () => {
  it('compares versions part by part, numerically', () => {
    expect(olderThan('v20.20.2', '22.12')).toBe(true);
    expect(olderThan('v22.11.9', '22.12')).toBe(true);
    expect(olderThan('v22.12.0', '22.12')).toBe(false);
    expect(olderThan('v24.9.0', '22.12')).toBe(false);
    expect(olderThan('v22.9.0', '22.12.0')).toBe(true);
  });

  it('warns on an older Node.js with the minimum and the LTS to install', () => {
    expect(nodeVersionWarning('v20.20.2', '>=22.12', '24')).toBe(
      'Node.js v20.20.2 is older than this app supports (>=22.12): install Node.js 24 LTS (see .nvmrc); ' +
        'some features may fail until then.',
    );
  });

  it('says nothing on a supported Node.js', () => {
    expect(nodeVersionWarning('v22.12.0', '>=22.12', '24')).toBeUndefined();
    expect(nodeVersionWarning('v24.21.0', '>=22.12', '24')).toBeUndefined();
  });

  it('the repository names an engines minimum and an .nvmrc LTS newer than it, and warns exactly below it', () => {
    const engines = JSON.parse(fs.readFileSync('package.json', 'utf8')).engines.node as string;
    const lts = fs.readFileSync('.nvmrc', 'utf8').trim();
    expect(engines).toMatch(/^>=\d+\.\d+$/);
    expect(olderThan(engines.slice(2), lts)).toBe(true);
    expect(runningNodeWarning() === undefined).toBe(!olderThan(process.version, engines.slice(2)));
  });
});
