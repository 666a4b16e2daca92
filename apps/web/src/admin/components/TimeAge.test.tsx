import { screen } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { formatDateTime } from '../format';
import { renderPage, setupTestI18n } from '../testing';
import { NoticeList } from '../layout/navbar/NoticeList';

beforeAll(setupTestI18n);

describe('times shown as an age', () => {
  it('shows a notice’s time in the bell as its age, with the exact time kept for hover and screen readers', async () => {
    const created = formatDateTime(Date.now() - 5 * 60_000 - 10_000);
    renderPage(<NoticeList loading={false} onRead={() => undefined} rows={[{ noticeId: 1, noticeTitle: '维护通知', noticeType: '1', read: false, createTime: created } as never]} />);
    const age = await screen.findByText('6分钟前');
    expect(age.tagName).toBe('TIME');
    expect(age.getAttribute('aria-label')).toBe(created);
  });
});
