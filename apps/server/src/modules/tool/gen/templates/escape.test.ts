import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { AppError } from '../../../../platform/errors';
import { comment, declaredName, identifier, jsString, jsx, sqlComment, sqlString } from './escape';

/** Texts that end a comment, a string, a template, a line, markup or an SQL literal when pasted in raw. */
const hostile = [
  '*/', '*/ globalThis.hit = 1 /*', '`', '${globalThis.hit = 1}', '`${globalThis.hit = 1}`', '</script><script>globalThis.hit = 1</script>',
  'a\nglobalThis.hit = 1', 'a\rglobalThis.hit = 1', 'a\u2028globalThis.hit = 1', 'a\u2029globalThis.hit = 1', 'a\r\n\t\u000b\u001b\u007fb',
  "'", '"', '\\', "\\'", 'ends with \\', "'); globalThis.hit = 1; ('", '{globalThis.hit = 1}', '<b>bold</b>', '状态 -- 备注',
  "x'); delete from sys_user; --", "x\\'); delete from sys_user; --", '/* c */', 'ends with *', '/starts with a slash',
];

const parseTs = (code: string, tsx = false) => {
  const fileName = tsx ? 'x.tsx' : 'x.ts';
  const { diagnostics } = ts.transpileModule(code, { fileName, reportDiagnostics: true, compilerOptions: { jsx: ts.JsxEmit.ReactJSX } });
  expect(diagnostics?.map((d) => ts.flattenDiagnosticMessageText(d.messageText, '\n'))).toEqual([]);
  return ts.createSourceFile(fileName, code, ts.ScriptTarget.Latest, true, tsx ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
};

const initializer = (file: ts.SourceFile) => {
  expect(file.statements).toHaveLength(1);
  const [declaration] = (file.statements[0] as ts.VariableStatement).declarationList.declarations;
  return declaration!.initializer!;
};

const refusedKey = (run: () => unknown) => {
  try {
    run();
  } catch (error) {
    return (error as AppError).key;
  }
  return undefined;
};

describe('escaping of generated source', () => {
  it.each(hostile)('keeps %j a JS string literal holding exactly that text', (text) => {
    const literal = jsString(text);
    expect(literal).not.toMatch(/[\n\r\u2028\u2029]/);
    const value = initializer(parseTs(`const x = ${literal};`));
    expect(ts.isStringLiteral(value) && value.text).toBe(text);
  });

  it.each(hostile)('keeps %j inside one block comment on one line', (text) => {
    const code = `/** ${comment(text)} */\nexport const x = 1;\n`;
    expect(comment(text)).not.toMatch(/[\n\r\u2028\u2029]/);
    const file = parseTs(code);
    expect(file.statements.map((s) => s.getText())).toEqual(['export const x = 1;']);
  });

  it.each(hostile)('shows %j as JSX text and as a JSX attribute value, never as markup or code', (text) => {
    const element = initializer(parseTs(`const e = <b title=${jsx(text)}>${jsx(text)}</b>;`, true)) as ts.JsxElement;
    const [child, ...others] = element.children;
    expect(others).toEqual([]);
    const attribute = element.openingElement.attributes.properties[0] as ts.JsxAttribute;
    for (const expression of [child as ts.JsxExpression, attribute.initializer as ts.JsxExpression]) {
      expect(ts.isStringLiteral(expression.expression!) && expression.expression.text).toBe(text);
    }
  });

  it.each(hostile)('keeps %j one SQL literal holding exactly that text, and one line of an SQL comment', async (text) => {
    const { parse } = await import('libpg-query');
    type Selected = { SelectStmt: { targetList: { ResTarget: { val: { A_Const: { sval: { sval: string } } } } }[] } };
    const literal = await parse(`select ${sqlString(text)} as v`) as { stmts: { stmt: Selected }[] };
    expect(literal.stmts).toHaveLength(1);
    expect(literal.stmts[0]!.stmt.SelectStmt.targetList[0]!.ResTarget.val.A_Const.sval.sval).toBe(text);
    const commented = await parse(`-- ${sqlComment(text)}\nselect 1`) as { stmts: unknown[] };
    expect(commented.stmts).toHaveLength(1);
  });

  it('leaves ordinary texts as they are', () => {
    expect(comment('商品名称 (demo_goods)')).toBe('商品名称 (demo_goods)');
    expect(jsString('状态')).toBe("'状态'");
    expect(jsx('添加明细')).toBe("{'添加明细'}");
    expect(sqlString("O'Brien")).toBe("'O''Brien'");
    expect(sqlString('a\\b')).toBe("E'a\\\\b'");
  });

  it('passes plain identifiers and refuses anything else, never altering a name', () => {
    for (const name of ['demoItem', 'DemoItem', '_private', 'item2', 'default']) expect(identifier(name)).toBe(name);
    for (const name of ['', '2item', 'demo-item', 'demo item', '../x', 'a*/b', 'x;y', 'a$b', 'ä', 'a'.repeat(101)]) {
      expect(refusedKey(() => identifier(name))).toBe('gen.name.identifier');
      expect(refusedKey(() => declaredName(name))).toBe('gen.name.identifier');
    }
  });

  it('refuses reserved words as names a module declares', () => {
    expect(declaredName('demoItem')).toBe('demoItem');
    for (const name of ['delete', 'class', 'default', 'package', 'string', 'undefined']) expect(refusedKey(() => declaredName(name))).toBe('gen.name.identifier');
  });
});
