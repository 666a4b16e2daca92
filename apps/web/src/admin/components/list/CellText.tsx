import { Tooltip } from 'antd';
import { useState, type CSSProperties, type ReactNode } from 'react';
import './list.css';

const wide = /[\u2e80-\u9fff\uf900-\ufaff\uff00-\uffef]/;
/** Characters a cut text keeps at least (its first ones, before the ellipsis). */
const keptChars = 6;
const longestWhole = 24;

/** A short code, number or date (no spaces, no Chinese): cutting it would leave nothing useful, so it stays whole. */
const isShortToken = (value: ReactNode) =>
  typeof value === 'number' || (typeof value === 'string' && value.length <= longestWhole && !/\s/.test(value) && !wide.test(value));

/** About the width of a text's first characters (Chinese ones are 1em wide, others about 0.6em), or none for markup. */
function keptWidth(value: ReactNode): CSSProperties | undefined {
  if (typeof value !== 'string' || isShortToken(value)) return undefined;
  const em = [...value].slice(0, keptChars).reduce((sum, char) => sum + (wide.test(char) ? 1 : 0.6), 0);
  return { minWidth: `${em.toFixed(1)}em` };
}

const isCut = (el: HTMLElement) => el.scrollHeight > el.clientHeight + 1 || el.scrollWidth > el.clientWidth + 1;

/**
 * A cell's content on one line, cut with an ellipsis when the column gives way to the others; hovering a
 * cut text shows it whole. It may wrap for the table's sizing, which is what lets the column shrink, but
 * keeps its first characters, and a short code stays whole.
 */
export function CellText({ children }: { children: ReactNode }) {
  const [whole, setWhole] = useState<string | null>(null);
  return (
    <Tooltip title={whole} open={whole !== null} onOpenChange={(open) => !open && setWhole(null)}>
      <span
        className={isShortToken(children) ? 'list-cell-text list-cell-token' : 'list-cell-text'}
        style={keptWidth(children)}
        onMouseEnter={(event) => setWhole(isCut(event.currentTarget) ? event.currentTarget.textContent : null)}
      >
        {children}
      </span>
    </Tooltip>
  );
}
