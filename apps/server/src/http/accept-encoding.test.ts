import { describe, expect, it } from 'vitest';
import { acceptedEncoding } from './accept-encoding.js';

describe('acceptedEncoding', () => {
  it('prefers brotli, then gzip, as browsers offer them', () => {
    expect(acceptedEncoding('gzip, deflate, br, zstd')).toBe('br');
    expect(acceptedEncoding('gzip, deflate')).toBe('gzip');
    expect(acceptedEncoding('GZIP')).toBe('gzip');
    expect(acceptedEncoding(['gzip', 'br'])).toBe('br');
  });

  it('respects a refusal by q=0 and a wildcard', () => {
    expect(acceptedEncoding('br;q=0, gzip;q=0.8')).toBe('gzip');
    expect(acceptedEncoding('br;q=0, gzip;q=0')).toBeNull();
    expect(acceptedEncoding('*')).toBe('br');
    expect(acceptedEncoding('*;q=0, gzip')).toBe('gzip');
  });

  it('answers plain text without a usable header', () => {
    expect(acceptedEncoding(undefined)).toBeNull();
    expect(acceptedEncoding('')).toBeNull();
    expect(acceptedEncoding('identity')).toBeNull();
    expect(acceptedEncoding('deflate')).toBeNull();
  });
});
