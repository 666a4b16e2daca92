import { button, crudButtons, exportButton, type MenuSeed } from './menus';

type Names = [string, string, string];

/** The buttons of a reference screen: query, add, edit, delete, export and import, each with its permission. */
const referenceButtons = (resource: string, what: Names): MenuSeed[] => crudButtons(`freight:${resource}`, what, [
  exportButton(`freight:${resource}`, what),
  button([`${what[0]}导入`, `Import ${what[1]}`, `Импорт: ${what[2]}`], `freight:${resource}:import`),
]);

const screen = (name: Names, path: string, resource: string, icon: string, what: Names, extra: MenuSeed[] = []): MenuSeed => ({
  name, type: 'C', path, component: `freight/${path}/index`, perms: `freight:${resource}:list`, icon,
  children: [...referenceButtons(resource, what), ...extra],
});

/** The freight reference data screens (issue 7): ports, lanes, carriers, truck rates, holidays, exchange rates, customers. */
export const freightMenus: MenuSeed[] = [
  {
    name: ['运价管理', 'Freight', 'Тарифы'], type: 'M', path: 'freight', icon: 'guide',
    children: [
      screen(['港口站点', 'Ports and stations', 'Порты и станции'], 'port', 'port', 'port', ['港口', 'port', 'порт']),
      screen(['航线管理', 'Trade lanes', 'Направления'], 'trade-lane', 'tradeLane', 'international', ['航线', 'trade lane', 'направление']),
      screen(['船公司', 'Carriers', 'Перевозчики'], 'carrier', 'carrier', 'ship', ['船公司', 'carrier', 'перевозчик']),
      screen(['拖车费', 'Truck rates', 'Автодоставка'], 'truck-rate', 'truckRate', 'truck', ['拖车费', 'truck rate', 'тариф автодоставки']),
      screen(['海运整箱运价', 'Sea FCL rates', 'Морские тарифы FCL'], 'sea-rate', 'seaRate', 'money', ['海运运价', 'sea rate', 'морской тариф']),
      screen(['铁路拼箱运价', 'Rail LCL rates', 'Ж/д тарифы LCL'], 'rail-lcl-rate', 'railLclRate', 'money', ['铁路拼箱运价', 'rail LCL rate', 'ж/д тариф LCL']),
      screen(['铁路整箱运价', 'Rail FCL rates', 'Ж/д тарифы FCL'], 'rail-fcl-rate', 'railFclRate', 'money', ['铁路整箱运价', 'rail FCL rate', 'ж/д тариф FCL']),
      screen(['加价规则', 'Markups', 'Наценки'], 'markup', 'markup', 'money', ['加价规则', 'markup rule', 'правило наценки'], [
        button(['低于最低毛利保存', 'Save below the floor margin', 'Сохранить ниже минимальной наценки'], 'freight:markup:override'),
      ]),
      screen(['节假日', 'Holidays', 'Праздники'], 'holiday', 'holiday', 'list', ['节假日', 'holiday', 'праздник']),
      screen(['汇率管理', 'Exchange rates', 'Курсы валют'], 'exchange-rate', 'exchangeRate', 'money', ['汇率', 'exchange rate', 'курс']),
      screen(['客户管理', 'Customers', 'Клиенты'], 'customer', 'customer', 'peoples', ['客户', 'customer', 'клиент'], [
        button(['门户用户查询', 'Query portal users', 'Просмотр пользователей портала'], 'freight:customerUser:list'),
        button(['门户用户新增', 'Add portal users', 'Добавить пользователя портала'], 'freight:customerUser:add'),
        button(['门户用户修改', 'Edit portal users', 'Изменить пользователя портала'], 'freight:customerUser:edit'),
        button(['门户用户重置密码', 'Reset portal passwords', 'Сброс пароля портала'], 'freight:customerUser:resetPwd'),
        button(['门户用户删除', 'Delete portal users', 'Удалить пользователя портала'], 'freight:customerUser:remove'),
      ]),
    ],
  },
];
