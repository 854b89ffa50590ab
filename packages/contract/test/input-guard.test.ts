import { describe, expect, it } from 'vitest';
import { inspectInput, MAX_INPUT_DEPTH } from '../src/input-guard.ts';

describe('inspectInput', () => {
  it('finds a NUL character in a value or a key, with its path', () => {
    expect(inspectInput({ a: [{ b: 'x\u0000' }] })).toEqual({ refusal: 'nulCharacter', path: 'a.0.b' });
    expect(inspectInput({ a: { 'k\u0000': 1 } })).toEqual({ refusal: 'nulCharacter', path: 'a' });
    expect(inspectInput('plain \\u0000 text')).toBeNull();
  });

  it('refuses numbers beyond the safe range and non-finite ones', () => {
    expect(inspectInput({ status: 1e23 })).toEqual({ refusal: 'numberOutOfRange', path: 'status' });
    expect(inspectInput([Number.NaN])?.refusal).toBe('numberOutOfRange');
    expect(inspectInput({ n: Number.MAX_SAFE_INTEGER, m: -Number.MAX_SAFE_INTEGER, f: 1.5 })).toBeNull();
  });

  it('walks 10,000 levels without recursion and refuses past the limit', () => {
    let deep: unknown = 1;
    for (let i = 0; i < 10_000; i++) deep = { a: deep };
    expect(inspectInput(deep)?.refusal).toBe('inputTooDeep');
    let ok: unknown = 1;
    for (let i = 0; i < MAX_INPUT_DEPTH; i++) ok = [ok];
    expect(inspectInput(ok)).toBeNull();
    expect(inspectInput([ok])?.refusal).toBe('inputTooDeep');
  });
});
