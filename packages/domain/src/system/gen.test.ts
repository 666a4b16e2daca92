import { describe, expect, it } from 'vitest';
import { classNameOf, clearGenOptions, GenTableBody, javaTypeOf } from './gen';

const body = {
  tableId: 1, tableName: 'demo_item', tableComment: '示例', className: 'DemoItem', functionAuthor: 'admin', tplCategory: 'crud',
  tplWebType: '', packageName: '@freight/domain', moduleName: 'demo', businessName: 'item', functionName: '示例', columns: [],
};

describe('generator rules', () => {
  it('clears the sub-table for other templates, the foreign key for a new sub-table, and resets an empty web type', () => {
    const sub = { tplCategory: 'sub', tplWebType: 'element-ui', subTableName: 'demo_line', subTableFkName: 'item_id' };
    expect(clearGenOptions({ ...sub, tplCategory: 'tree' }, { tplCategory: 'tree' })).toMatchObject({ subTableName: '', subTableFkName: '' });
    expect(clearGenOptions(sub, { tplCategory: 'sub' })).toEqual(sub);
    expect(clearGenOptions({ ...sub, subTableName: 'demo_other' }, { subTableName: 'demo_other' })).toMatchObject({ subTableName: 'demo_other', subTableFkName: '' });
    expect(clearGenOptions({ ...sub, tplWebType: '' }, { tplWebType: '' })).toMatchObject({ tplWebType: 'element-ui' });
  });

  it('checks the edit page: required names, tree and sub fields, empty web type as element-ui', () => {
    expect(GenTableBody.parse(body).tplWebType).toBe('element-ui');
    expect(GenTableBody.safeParse({ ...body, className: '' }).error?.issues[0]?.message).toBe('gen.className.required');
    expect(GenTableBody.safeParse({ ...body, tplCategory: 'tree' }).error?.issues[0]?.message).toBe('gen.tree.required');
    expect(GenTableBody.safeParse({ ...body, tplCategory: 'sub', subTableName: 'x' }).error?.issues[0]?.message).toBe('gen.sub.required');
    expect(GenTableBody.safeParse({ ...body, moduleName: '../etc' }).success).toBe(false);
  });

  it('maps database types and names', () => {
    expect(['bigint', 'integer', 'numeric(10,2)', 'double precision', 'boolean', 'timestamp without time zone', 'character varying(20)'].map(javaTypeOf))
      .toEqual(['Long', 'Integer', 'BigDecimal', 'Double', 'Boolean', 'Date', 'String']);
    expect(classNameOf('sys_user_post')).toBe('UserPost');
    expect(classNameOf('demo_item')).toBe('DemoItem');
  });
});
