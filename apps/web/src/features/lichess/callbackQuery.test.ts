import { describe, expect, it } from 'vitest';
import { callbackQuery, isLichessReturn } from './callbackQuery.js';

const kept = { refState: '7d1f0c4e-1111-4222-8333-444455556666', refCode: 'secret-ref' };
const back = 'https://kingside.example/connect-lichess';

describe('the lichess return', () => {
  it('sends the code and state with the references this browser kept', () => {
    const params = new URLSearchParams('code=liu_abc&state=xyz');
    expect(isLichessReturn(params)).toBe(true);
    expect(callbackQuery(params, kept, back)).toEqual({ code: 'liu_abc', state: 'xyz', ref_state: kept.refState, ref_code: 'secret-ref', redirect_uri: back });
  });

  it('passes on a refusal', () => {
    expect(callbackQuery(new URLSearchParams('error=access_denied&error_description=user+cancelled&state=xyz'), kept, back)).toMatchObject({
      error: 'access_denied',
      error_description: 'user cancelled',
      state: 'xyz',
    });
  });

  it('says there is nothing to finish without the kept references or a state', () => {
    expect(callbackQuery(new URLSearchParams('code=a&state=b'), { refState: null, refCode: null }, back)).toEqual({
      problem: expect.stringMatching(/No lichess login was started in this browser/),
    });
    expect(callbackQuery(new URLSearchParams('code=a'), kept, back)).toEqual({ problem: expect.stringMatching(/no state/) });
    expect(isLichessReturn(new URLSearchParams(''))).toBe(false);
  });
});
