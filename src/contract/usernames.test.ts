import { describe, expect, it } from 'vitest';
import { INVISIBLE_CHARACTERS, isSingleScript, MIXED_SCRIPTS, usernameLookAlikeProblem } from './usernames';
import { Username } from './users';

describe('usernames in one script (UTS #39 §5.1)', () => {
  it.each([['xochitl'], ['José_María'], ['Νίκος'], ['Иван'], ['山田たろう'], ['カタカナ漢字'], ['김金'], ['ㄅㄆ漢'], ['ana.2024'], ['_.-@+']])(
    '%j is one script',
    (name) => expect(isSingleScript(name)).toBe(true),
  );

  it.each([['аdmin'], ['Ωmega'], ['taro山田'], ['たろう김'], ['ㄅカ'], ['nahuatl١']])('%j mixes scripts', (name) =>
    expect(isSingleScript(name)).toBe(false),
  );
});

describe('the Username schema', () => {
  it.each([
    ['ad\u3164min', INVISIBLE_CHARACTERS],
    ['\u115Fadmin', INVISIBLE_CHARACTERS],
    ['admi\u1160n', INVISIBLE_CHARACTERS],
    ['аdmin', MIXED_SCRIPTS],
    ['سلام١2', MIXED_SCRIPTS],
  ])('refuses %j with one message', (name, message) => {
    expect(usernameLookAlikeProblem(name)).toBe(message);
    const result = Username.safeParse(name);
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.message)).toEqual([message]);
  });

  it('still reads compatibility forms as the plain letters they imitate', () => {
    expect(Username.parse('ａｄｍｉｎ')).toBe('admin');
    expect(usernameLookAlikeProblem('tlahtoani')).toBeNull();
  });
});
