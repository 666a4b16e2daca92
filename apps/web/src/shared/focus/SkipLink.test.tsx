import { beforeAll, describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { changeLanguage } from '../i18n';
import { setupI18n } from '../i18nTesting';
import { MainContent } from './MainContent';
import { SkipLink } from './SkipLink';

beforeAll(() => setupI18n({}, 'zh_CN'));

function Page() {
  return (
    <>
      <SkipLink />
      <nav><a href="#/home">Home</a></nav>
      <MainContent><h1>Rates</h1></MainContent>
    </>
  );
}

describe('SkipLink', () => {
  it('is the first Tab stop and Enter takes focus to the main landmark, leaving the address alone', async () => {
    const address = window.location.href;
    render(<Page />);
    await userEvent.tab();
    expect(screen.getByRole('link', { name: '跳到主要内容' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(screen.getByRole('main')).toHaveFocus();
    expect(screen.getByRole('main')).toHaveAttribute('tabindex', '-1');
    expect(window.location.href).toBe(address);
  });

  it('names a target that is there and takes focus, as checkers of skip links ask', () => {
    render(<Page />);
    const target = document.querySelector(screen.getByRole('link', { name: '跳到主要内容' }).getAttribute('href')!);
    expect(target).toBe(screen.getByRole('main'));
    expect(target).toHaveAttribute('tabindex', '-1');
  });

  it('speaks the reader\'s language', async () => {
    render(<Page />);
    await changeLanguage('en_US');
    expect(await screen.findByRole('link', { name: 'Skip to main content' })).toBeInTheDocument();
    await changeLanguage('ru_Ru');
    expect(await screen.findByRole('link', { name: 'Перейти к основному содержимому' })).toBeInTheDocument();
  });
});
