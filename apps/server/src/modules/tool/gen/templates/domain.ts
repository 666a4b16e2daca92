import { comment } from './escape';
import { formFields, queryFields, type Entity, type Field, type GenModel } from './model';

const numeric = (f: Field) => ['Long', 'Integer', 'Double', 'BigDecimal'].includes(f.javaType);
const whole = (f: Field) => f.javaType === 'Long' || f.javaType === 'Integer';

/** The filter a query column accepts (query strings arrive as text). */
function filterOf(f: Field): string {
  if (numeric(f)) return whole(f) ? 'z.coerce.number().int().optional()' : 'z.coerce.number().optional()';
  if (f.javaType === 'Boolean') return "z.enum(['true', 'false']).optional()";
  return `filterText(${f.maxLength ?? 200})`;
}

export const filterNames = (f: Field) => (f.queryType === 'BETWEEN' ? [`${f.name}Begin`, `${f.name}End`] : [f.name]);

/** The value a form field sends, required when the form asks for it on add. */
function valueOf(f: Field): string {
  const required = f.required && f.insert;
  let type: string;
  if (numeric(f)) type = whole(f) ? 'z.number().int()' : 'z.number()';
  else if (f.javaType === 'Boolean') type = 'z.boolean()';
  else type = `z.string().trim()${required ? ".min(1, { error: 'field.required' })" : ''}${f.maxLength ? `.max(${f.maxLength})` : ''}`;
  return required ? type : `${type}.nullish()`;
}

const pkOf = (e: Entity) => {
  const type = whole(e.pk) ? 'z.number().int().positive()' : 'z.string().trim().min(1)';
  return `  ${e.pk.name}: ${type}${e.pk.increment ? '.optional()' : ''},`;
};

const bodyFields = (e: Entity, skip?: Field) => formFields(e).filter((f) => f !== skip).map((f) => `  ${f.name}: ${valueOf(f)},`);

/** `packages/domain/src/<module>/<business>.ts`: the zod schemas the server checks and the web form uses. */
export function domainFile(model: GenModel): string {
  const filters = queryFields(model).flatMap((f) => filterNames(f).map((name) => `  ${name}: ${filterOf(f)},`));
  const query = model.category === 'tree'
    ? `export const ${model.className}Query = ${model.className}Filter;`
    : `export const ${model.className}Query = PageQuery.extend(${model.className}Filter.shape);`;
  const sub = model.sub;
  const subSchema = sub ? `/** One ${comment(sub.entity.functionName)} row of the ${comment(model.functionName)} form. */
export const ${sub.entity.className}Row = z.object({
${bodyFields(sub.entity, sub.foreignKey).join('\n')}
});
export type ${sub.entity.className}Row = z.infer<typeof ${sub.entity.className}Row>;

` : '';
  const imports = [...(filters.some((f) => f.includes('filterText')) ? ['filterText'] : []), ...(model.category === 'tree' ? [] : ['PageQuery'])];
  return `import { z } from 'zod';
${imports.length ? `import { ${imports.join(', ')} } from '../system/list';\n` : ''}
/** ${comment(model.functionName)}: the list filters. */
export const ${model.className}Filter = z.object({
${filters.join('\n')}
});
export type ${model.className}Filter = z.infer<typeof ${model.className}Filter>;
${query}
export type ${model.className}Query = z.infer<typeof ${model.className}Query>;

${subSchema}/** A ${comment(model.functionName)} as the add / edit dialog sends it${model.pk.increment ? `; \`${model.pk.name}\` present means update` : ''}. */
export const ${model.className}Body = z.object({
${[pkOf(model), ...bodyFields(model)].join('\n')}${sub ? `\n  ${sub.listName}: z.array(${sub.entity.className}Row).max(500).default([]),` : ''}
});
export type ${model.className}Body = z.infer<typeof ${model.className}Body>;
`;
}
