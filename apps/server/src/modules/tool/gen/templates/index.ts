import { domainFile } from './domain';
import { menuFile } from './menu';
import type { GenModel } from './model';
import { schemaFile } from './schema';
import { routesFile, serviceFile } from './server';
import { webApiFile, webFormFile, webPageFile } from './web';

export { genModelOf, type GenModel } from './model';

/** A generated file: its path inside the project and its text. */
export interface GeneratedFile {
  path: string;
  content: string;
}

/** Every file of the feature, at the place this project keeps such files. */
export function renderFeature(model: GenModel): GeneratedFile[] {
  const server = `apps/server/src/modules/${model.moduleName}/${model.businessName}`;
  const web = `apps/web/src/admin/pages/${model.moduleName}/${model.businessName}`;
  return [
    { path: `apps/server/src/db/schema/${model.businessName}.ts`, content: schemaFile(model) },
    { path: `packages/domain/src/${model.moduleName}/${model.businessName}.ts`, content: domainFile(model) },
    { path: `${server}/service.ts`, content: serviceFile(model) },
    { path: `${server}/routes.ts`, content: routesFile(model) },
    { path: `${web}/api.ts`, content: webApiFile(model) },
    { path: `${web}/${model.className}Form.tsx`, content: webFormFile(model) },
    { path: `${web}/index.tsx`, content: webPageFile(model) },
    { path: `sql/${model.businessName}Menu.sql`, content: menuFile(model) },
  ];
}
