import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { CarrierCell } from './CarrierCell';

afterEach(cleanup);

const rate = { carriercode: 'COSU', carriername: 'COSCO Shipping', carrierlogo: '/api/profile/upload/2026/01/01/cosco.png' };

describe('CarrierCell', () => {
  it('shows the logo beside the code, and the code alone when the logo fails to load', () => {
    render(<CarrierCell rate={rate} />);
    const logo = screen.getByRole('img', { name: 'COSCO Shipping' });
    expect(logo.getAttribute('src')).toBe(rate.carrierlogo);
    fireEvent.error(logo);
    expect(screen.queryByRole('img')).toBeNull();
    expect(screen.getByText('COSU')).toBeTruthy();
  });

  it('shows the code when the carrier has no logo', () => {
    render(<CarrierCell rate={{ ...rate, carrierlogo: '' }} />);
    expect(screen.queryByRole('img')).toBeNull();
    expect(screen.getByTitle('COSCO Shipping').textContent).toBe('COSU');
  });
});
