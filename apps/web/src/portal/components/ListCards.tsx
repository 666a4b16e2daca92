import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { cellContent, columnKey, columnTitle, type ColumnSpec } from './tableColumns';
import './listCards.css';

interface ListCardsProps<Row> {
  columns: readonly ColumnSpec<Row>[];
  rows: readonly Row[];
  rowKey: keyof Row & string;
  /** The row's buttons, at the foot of its card. */
  actions?: (row: Row) => ReactNode;
  /** Shown instead of the cards when there are no rows. */
  empty: ReactNode;
}

/**
 * A list's rows as cards, for narrow screens: the route as heading, the facts a customer decides by, the actions.
 * Built from the table's own column definitions (their `card` place); plain elements, as the rate lists' first
 * screen carries no more code.
 */
export function ListCards<Row extends object>({ columns, rows, rowKey, actions, empty }: ListCardsProps<Row>) {
  const { t } = useTranslation();
  const route = columns.filter((spec) => spec.card === 'route');
  const facts = columns.filter((spec) => spec.card === 'fact');
  if (rows.length === 0) return <div className="list-cards-empty">{empty}</div>;

  return (
    <ul className="list-cards">
      {rows.map((row) => (
        <li key={String(row[rowKey])} className="list-card">
          {route.length > 0 && (
            <p className="list-card-route">
              {route.map((spec) => (
                <span key={columnKey(spec)}>{cellContent(t, spec, row)}</span>
              ))}
            </p>
          )}
          <dl className="list-card-facts">
            {facts.map((spec) => (
              <div key={columnKey(spec)}>
                <dt>{columnTitle(t, spec)}</dt>
                <dd>{cellContent(t, spec, row)}</dd>
              </div>
            ))}
          </dl>
          {actions && <div className="list-card-actions">{actions(row)}</div>}
        </li>
      ))}
    </ul>
  );
}
