import { describe, expect, it } from 'vitest';
import { hiddenSides } from './scrollCue.js';

describe('hiddenSides', () => {
  it('hides nothing when the table fits', () => {
    expect(hiddenSides({ scrollLeft: 0, scrollWidth: 360, clientWidth: 360 })).toEqual({ before: false, after: false });
  });

  it('hides the columns after at the start, both sides in the middle, those before at the end', () => {
    expect(hiddenSides({ scrollLeft: 0, scrollWidth: 900, clientWidth: 360 })).toEqual({ before: false, after: true });
    expect(hiddenSides({ scrollLeft: 200, scrollWidth: 900, clientWidth: 360 })).toEqual({ before: true, after: true });
    expect(hiddenSides({ scrollLeft: 540, scrollWidth: 900, clientWidth: 360 })).toEqual({ before: true, after: false });
  });

  it('takes a position rounded to within a pixel of an end as the end', () => {
    expect(hiddenSides({ scrollLeft: 539.5, scrollWidth: 900, clientWidth: 360 })).toEqual({ before: true, after: false });
    expect(hiddenSides({ scrollLeft: 0.5, scrollWidth: 900, clientWidth: 360 })).toEqual({ before: false, after: true });
  });
});
