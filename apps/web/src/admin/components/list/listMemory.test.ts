import { act, renderHook } from '@testing-library/react';
import dayjs from 'dayjs';
import { beforeEach, describe, expect, it } from 'vitest';
import { rangeParams } from './rangeParams';
import { useColumns, type ListColumn } from './useColumns';

interface Row { code: string; name: string; remark: string }
const columns: ListColumn<Row>[] = [
  { key: 'code', title: 'Code' },
  { key: 'name', title: 'Name' },
  { key: 'remark', title: 'Remark', hiddenByDefault: true },
  { key: 'actions', title: 'Actions', hideable: false },
];
const shownKeys = (hook: { current: ReturnType<typeof useColumns<Row>> }) => hook.current.visibleColumns.map((c) => c.key);

describe('the columns a person chose', () => {
  beforeEach(() => localStorage.clear());

  it('start as the list gives them and are remembered per list', () => {
    const first = renderHook(() => useColumns('posts', columns)).result;
    expect(shownKeys(first)).toEqual(['code', 'name', 'actions']);
    act(() => first.current.setToolbarColumns(first.current.toolbarColumns.map((c) => ({ ...c, visible: c.key !== 'name' }))));
    expect(shownKeys(first)).toEqual(['code', 'remark', 'actions']);

    expect(shownKeys(renderHook(() => useColumns('posts', columns)).result)).toEqual(['code', 'remark', 'actions']);
    expect(shownKeys(renderHook(() => useColumns('roles', columns)).result)).toEqual(['code', 'name', 'actions']);
  });

  it('count as none when what is stored cannot be read', () => {
    localStorage.setItem('list-columns:posts', '[not json');
    expect(shownKeys(renderHook(() => useColumns('posts', columns)).result)).toEqual(['code', 'name', 'actions']);
  });
});

describe('day ranges of a search form', () => {
  it('go as <name>From / <name>To, an open end left out, other values untouched', () => {
    const day = dayjs('2026-03-04');
    expect(rangeParams({ etd: [day, null], validity: [null, day.add(1, 'day')], carrier: 'COSU', roleIds: [1, 2] }))
      .toEqual({ etdFrom: '2026-03-04', validityTo: '2026-03-05', carrier: 'COSU', roleIds: [1, 2] });
    expect(rangeParams({ etd: [null, null] })).toEqual({ etd: [null, null] });
  });
});
