import { describe, expect, it } from 'vitest';
import { arrayOf, isInt, isNonNegativeInt, isString, nullable, objectOf, parserOf } from './shape';

describe('shape guards', () => {
  it('check primitives like zod does', () => {
    expect(isString('')).toBe(true);
    expect(isString(1)).toBe(false);
    expect(isInt(3)).toBe(true);
    for (const value of [1.5, Number.NaN, Number.POSITIVE_INFINITY, 2 ** 60, '3', null]) {
      expect(isInt(value)).toBe(false);
    }
    expect(isNonNegativeInt(0)).toBe(true);
    expect(isNonNegativeInt(-1)).toBe(false);
  });

  it('compose into nullable, array and object checks', () => {
    const item = objectOf({ id: isInt, image: nullable(isString) });
    const list = arrayOf(item);
    expect(
      list([
        { id: 1, image: null },
        { id: 2, image: 'a', extra: true },
      ]),
    ).toBe(true);
    expect(list([{ id: 1 }])).toBe(false);
    expect(list([{ id: 1, image: 3 }])).toBe(false);
    expect(list({})).toBe(false);
    expect(item([])).toBe(false);
    expect(item(null)).toBe(false);
  });

  it('parserOf wraps a guard in safeParse', () => {
    const parser = parserOf(objectOf({ n: isInt }));
    expect(parser.safeParse({ n: 1 })).toEqual({ success: true, data: { n: 1 } });
    expect(parser.safeParse({ n: 'x' }).success).toBe(false);
  });
});
