import { version } from 'react';
import { version as domVersion } from 'react-dom';
import { describe, expect, it } from 'vitest';

describe('the web tests run on React', () => {
  it('React 19 and React DOM of the same version (preact/compat reports 18.3.1)', () => {
    expect(version).toMatch(/^19\./);
    expect(domVersion).toBe(version);
  });
});
