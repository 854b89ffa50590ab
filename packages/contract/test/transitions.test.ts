import { describe, expect, it } from 'vitest';
import {
  addSchema,
  allowedTransitions,
  defineResource,
  normalizeTransitionInput,
  stateLabel,
  sysNoticeResource,
  transitionSchema,
  updateSchema,
} from '../src/index.ts';

const L = (en: string) => ({ 'zh-CN': en, en, 'zh-TW': en, 'pt-BR': en });

const review = defineResource({
  name: 'omsReview',
  table: 'oms_review',
  scope: 'tenant',
  title: L('Reviews'),
  fields: {
    name: { type: 'string', label: L('Name'), required: true },
    reviewRemark: { type: 'string', label: L('Remark'), max: 20, form: false },
    reviewState: {
      type: 'enum',
      label: L('Review'),
      options: [
        { value: 0, label: L('Pending') },
        { value: 1, label: L('Passed') },
        { value: 2, label: L('Rejected') },
      ],
    },
    status: {
      type: 'enum',
      label: L('Status'),
      options: [
        { value: 1, label: L('On') },
        { value: 2, label: L('Off') },
      ],
    },
  },
  stateField: 'reviewState',
  transitions: {
    pass: { label: L('Pass'), from: [0], to: 1 },
    reject: {
      label: L('Reject'),
      from: [0, 1],
      to: 2,
      batch: false,
      danger: true,
      permission: 'omsReview:audit',
      input: { reviewRemark: { type: 'string', label: L('Reason'), required: true, max: 20 } },
    },
  },
});

describe('transitions in a declaration', () => {
  it('resolves names, codes, events and makes the state field read-only', () => {
    expect(review.stateFields).toEqual(['reviewState']);
    expect(review.transitionList.map((t) => [t.name, t.permission, t.eventType, t.batch, t.error])).toEqual([
      ['pass', 'omsReview:pass', 'omsReview.pass', true, 'R0007'],
      ['reject', 'omsReview:audit', 'omsReview.reject', false, 'R0007'],
    ]);
    expect(review.fieldList.find((f) => f.key === 'reviewState')?.form).toBe(false);
    // Neither add nor update accepts the state (zod strips unknown keys: the value never reaches the write).
    expect(addSchema(review).parse({ name: 'a', reviewState: 1 })).not.toHaveProperty('reviewState');
    expect(updateSchema(review).parse({ id: 1, reviewState: 1 })).not.toHaveProperty('reviewState');
    // `status` is a plain field here, so setStatus still applies.
    expect(review.hasStatus).toBe(true);
    expect(sysNoticeResource.hasStatus).toBe(false);
    expect(stateLabel(review, 'reviewState', 2)?.en).toBe('Rejected');
  });

  it('offers only what the state and the codes allow', () => {
    const names = (row: Record<string, unknown>, codes?: string[]) =>
      allowedTransitions(review, row, codes ? (c) => codes.includes(c) : undefined).map((t) => t.name);
    expect(names({ reviewState: 0 })).toEqual(['pass', 'reject']);
    expect(names({ reviewState: 1 })).toEqual(['reject']);
    expect(names({ reviewState: 2 })).toEqual([]);
    expect(names({ reviewState: 0 }, ['omsReview:pass'])).toEqual(['pass']);
  });

  it('validates bodies: one of id / ids, batch only where allowed, declared input', () => {
    const [pass, reject] = review.transitionList;
    if (!pass || !reject) throw new Error('missing');
    expect(transitionSchema(pass).safeParse({ id: 1 }).success).toBe(true);
    expect(transitionSchema(pass).safeParse({ ids: [1, 2] }).success).toBe(true);
    expect(transitionSchema(pass).safeParse({}).success).toBe(false);
    expect(transitionSchema(pass).safeParse({ id: 1, ids: [2] }).success).toBe(false);
    expect(transitionSchema(pass).safeParse({ ids: [] }).success).toBe(false);
    expect(transitionSchema(reject).safeParse({ ids: [1], reviewRemark: 'x' }).success).toBe(false);
    expect(transitionSchema(reject).safeParse({ id: 1 }).success).toBe(false);
    expect(transitionSchema(reject).safeParse({ id: 1, reviewRemark: 'x'.repeat(21) }).success).toBe(false);
    const body = normalizeTransitionInput(reject, { ID: '7', ReviewRemark: ' late ' });
    expect(transitionSchema(reject).parse(body)).toEqual({ id: 7, reviewRemark: 'late' });
  });

  it('refuses declarations that could not work', () => {
    const base = { name: 'x', table: 'x', scope: 'tenant' as const, title: L('X') };
    const state = { type: 'enum' as const, label: L('S'), options: [{ value: 0, label: L('A') }] };
    expect(() =>
      defineResource({ ...base, fields: { s: state }, transitions: { go: { label: L('Go'), from: [0], to: 0 } } }),
    ).toThrow(/state field/);
    expect(() =>
      defineResource({
        ...base,
        fields: { s: state },
        stateField: 's',
        transitions: { go: { label: L('Go'), from: [0], to: 9 } },
      }),
    ).toThrow(/options/);
    expect(() =>
      defineResource({
        ...base,
        fields: { s: state },
        stateField: 's',
        transitions: { update: { label: L('U'), from: [0], to: 0 } },
      }),
    ).toThrow(/bad name/);
    expect(() =>
      defineResource({
        ...base,
        fields: { s: { type: 'string', label: L('S') } },
        stateField: 's',
        transitions: { go: { label: L('Go'), from: [0], to: 0 } },
      }),
    ).toThrow(/enum/);
  });
});

describe('what a page row carries (pageColumns)', () => {
  const make = (pageColumns?: 'list') =>
    defineResource({
      name: 'demoPaged',
      table: 'demo_paged',
      scope: 'tenant',
      title: L('Paged'),
      fields: {
        name: { type: 'string', label: L('Name') },
        note: { type: 'string', label: L('Note'), list: false },
        kind: { type: 'integer', label: L('Kind'), list: false },
        owner: { type: 'string', label: L('Owner'), list: false },
        draft: { type: 'integer', label: L('Draft'), list: false },
        state: {
          type: 'enum',
          label: L('State'),
          list: false,
          options: [
            { value: 0, label: L('Open') },
            { value: 1, label: L('Done') },
          ],
        },
      },
      stateField: 'state',
      transitions: {
        finish: { label: L('Finish'), from: [0], to: 1, when: { kind: 2 }, perRow: { labelField: 'owner' } },
      },
      editableWhen: { draft: 1 },
      pageColumns,
    });

  it('is every field by default', () => {
    const r = make();
    expect(r.pageFieldList.map((f) => f.key)).toEqual(r.fieldList.map((f) => f.key));
  });

  it("with 'list': the list's fields and what the row's actions read, not the rest", () => {
    expect(
      make('list')
        .pageFieldList.map((f) => f.key)
        .sort(),
    ).toEqual(['draft', 'kind', 'name', 'owner', 'state']);
  });
});
