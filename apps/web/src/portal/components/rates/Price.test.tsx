import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { formatPrice, Price } from './Price';

describe('prices', () => {
  it('renders the masked price of an anonymous visitor as stars', () => {
    render(<Price value="***" currency="USD" unit="CBM" />);
    expect(screen.getByText('USD *** / CBM')).toBeInTheDocument();
    expect(formatPrice('***')).toBe('***');
  });

  it('formats amounts with separators, and shows a dash for a box that is not offered', () => {
    expect(formatPrice(1250)).toBe('1,250');
    expect(formatPrice('99.5')).toBe('99.5');
    expect(formatPrice(null)).toBe('-');
    render(<Price value={4200} currency="USD" />);
    expect(screen.getByText('USD 4,200')).toBeInTheDocument();
  });
});
