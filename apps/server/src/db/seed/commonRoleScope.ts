import { inArray } from 'drizzle-orm';
import type { Db } from '../client';
import { sysDept, sysRoleDept } from '../schema/index';

/**
 * The custom data scope of the demo role `common`, as in the earlier system's demo (company, head office and one
 * department): the company root, the Shanghai head office and the rate department of user ry.
 */
export const commonRoleDepartments = ['寰宇运价', '上海总部', '运价部门'];

export async function seedCommonRoleScope(db: Db, roleId: number): Promise<void> {
  const depts = await db.select({ deptId: sysDept.deptId }).from(sysDept).where(inArray(sysDept.deptName, commonRoleDepartments));
  await db.insert(sysRoleDept).values(depts.map((d) => ({ roleId, deptId: d.deptId })));
}
