import { domainFile } from './domain';
import { menuFile } from './menu';
import type { GenModel } from './model';
import { schemaFile } from './schema';
import { routesFile, serviceFile } from './server';
import { webApiFile, webFormFile, webPageFile } from './web';

export { genModelOf, type GenModel } from './model';

/**
 * A generated file: the template it comes from, named as RuoYi names its templates (`vm/<kind>/<name>.vm`, so
 * RuoYi-Vue3's preview shows each file in a tab of its own, named between the last '/' and '.vm'), its path inside
 * the project and its text.
 */
export interface GeneratedFile {
  template: string;
  path: string;
  content: string;
}

/** Every file of the feature, at the place this project keeps such files. */
export function renderFeature(model: GenModel): GeneratedFile[] {
  const server = `apps/server/src/modules/${model.moduleName}/${model.businessName}`;
  const web = `apps/web/src/admin/pages/${model.moduleName}/${model.businessName}`;
  return [
    { template: 'vm/ts/schema.ts.vm', path: `apps/server/src/db/schema/${model.businessName}.ts`, content: schemaFile(model) },
    { template: 'vm/ts/domain.ts.vm', path: `packages/domain/src/${model.moduleName}/${model.businessName}.ts`, content: domainFile(model) },
    { template: 'vm/ts/service.ts.vm', path: `${server}/service.ts`, content: serviceFile(model) },
    { template: 'vm/ts/routes.ts.vm', path: `${server}/routes.ts`, content: routesFile(model) },
    { template: 'vm/tsx/api.ts.vm', path: `${web}/api.ts`, content: webApiFile(model) },
    { template: 'vm/tsx/form.tsx.vm', path: `${web}/${model.className}Form.tsx`, content: webFormFile(model) },
    { template: 'vm/tsx/index.tsx.vm', path: `${web}/index.tsx`, content: webPageFile(model) },
    { template: 'vm/sql/sql.vm', path: `sql/${model.businessName}Menu.sql`, content: menuFile(model) },
  ];
}
