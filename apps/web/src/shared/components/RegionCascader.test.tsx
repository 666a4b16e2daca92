import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { changeLanguage } from '../i18n';
import { setupI18n } from '../i18nTesting';
import { RegionCascader } from './RegionCascader';

beforeAll(() => setupI18n({}, 'zh_CN'));
afterEach(cleanup);

/** Opens the picker and a province's cities. */
async function openProvince(province: string) {
  await userEvent.click(screen.getByRole('combobox'));
  await userEvent.click(await screen.findByText(province));
}

describe('RegionCascader', () => {
  it('names provinces and cities in English for English readers, keeping the Chinese loading area as its value', async () => {
    await changeLanguage('en_US');
    let chosen: string | undefined;
    render(<RegionCascader placeholder="Region" onChange={(area) => { chosen = area; }} />);
    await openProvince('Jiangsu');
    await userEvent.click(await screen.findByText('Suzhou'));
    expect(chosen).toBe('江苏省-苏州市');
    expect(screen.queryByText('江苏省')).toBeNull();
  });

  it('names them in Russian for Russian readers, and shows a stored area in Russian', async () => {
    await changeLanguage('ru_Ru');
    render(<RegionCascader placeholder="Регион" value="陕西省-西安市" />);
    expect(await screen.findByText('Шэньси / Сиань')).toBeTruthy();
    await openProvince('Цзянсу');
    expect(await screen.findByText('Сучжоу')).toBeTruthy();
    expect(screen.queryByText('Jiangsu')).toBeNull();
  });
});
