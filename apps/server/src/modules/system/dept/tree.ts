import { sql, type SQL } from 'drizzle-orm';
import { sysDept } from '../../../db/schema/index';

/**
 * Departments keep their path from the root in `ancestors` ("0,1,2"): a department's descendants are the
 * rows whose path contains its id, and a move rewrites the start of those paths.
 */
export const descendantsOf = (deptId: number): SQL => sql`(',' || ${sysDept.ancestors} || ',') like ${`%,${deptId},%`}`;

/** The `ancestors` of a child of `parent` (the root's children have "0"). */
export const childAncestors = (parent: { deptId: number; ancestors: string } | null): string =>
  parent ? `${parent.ancestors},${parent.deptId}` : '0';

/** The ids on a path, the root marker 0 left out. */
export const pathIds = (ancestors: string): number[] => ancestors.split(',').map(Number).filter((id) => id > 0);
