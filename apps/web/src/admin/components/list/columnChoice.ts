/** Which columns of a list the person has chosen to show (true) or hide (false), by column key. */
export type ColumnChoice = Readonly<Record<string, boolean>>;

const storageKey = (list: string) => `list-columns:${list}`;

/**
 * A person's column choice per list, kept in this browser (as RuoYi's column picker remembers it) so a list opens
 * with the columns they chose last time. A choice that cannot be read (or storage that is off) counts as none.
 */
export const columnChoice = {
  read(list: string): ColumnChoice {
    try {
      const stored: unknown = JSON.parse(localStorage.getItem(storageKey(list)) ?? '{}');
      if (typeof stored !== 'object' || stored === null || Array.isArray(stored)) return {};
      return Object.fromEntries(Object.entries(stored).filter(([, shown]) => typeof shown === 'boolean'));
    } catch {
      return {};
    }
  },
  write(list: string, choice: ColumnChoice): void {
    try {
      localStorage.setItem(storageKey(list), JSON.stringify(choice));
    } catch {
      // Storage full or switched off: the choice holds until the list is left.
    }
  },
};
