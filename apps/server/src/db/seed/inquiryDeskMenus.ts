import { button, exportButton, type MenuSeed } from './menus';

type Names = [string, string, string];

/** What staff may do on a desk list: read details, quote (sea), mark handled (rail), export. */
const deskButtons = (what: Names): MenuSeed[] => [
  button([`${what[0]}查询`, `Query ${what[1]}`, `Просмотр: ${what[2]}`], 'freight:inquiry:query'),
  button([`${what[0]}报价`, `Quote ${what[1]}`, `Котировать: ${what[2]}`], 'freight:inquiry:quote'),
  button([`${what[0]}处理`, `Handle ${what[1]}`, `Обработать: ${what[2]}`], 'freight:inquiry:handle'),
  exportButton('freight:inquiry', what),
];

const desk = (name: Names, path: string, icon: string, what: Names): MenuSeed => ({
  name, type: 'C', path, component: `freight/inquiry/${path}/index`, perms: 'freight:inquiry:list', icon, children: deskButtons(what),
});

/** The inquiry desk (issue 7): every customer's rail LCL, full-container and sea inquiries; and the dashboard of the home page. */
export const inquiryDeskMenus: MenuSeed[] = [
  {
    name: ['询价管理', 'Inquiries', 'Запросы'], type: 'M', path: 'inquiry', icon: 'message',
    children: [
      desk(['铁路拼箱询价', 'Rail LCL inquiries', 'Ж/д сборные запросы'], 'rail', 'train', ['拼箱询价', 'rail LCL inquiry', 'ж/д сборный запрос']),
      desk(['整箱询价', 'Full-container inquiries', 'Запросы на контейнеры'], 'fcl', 'train', ['整箱询价', 'full-container inquiry', 'запрос на контейнер']),
      desk(['海运询价', 'Sea inquiries', 'Морские запросы'], 'sea', 'ship', ['海运询价', 'sea inquiry', 'морской запрос']),
      button(['首页仪表盘', 'Home dashboard', 'Панель на главной'], 'freight:dashboard:view'),
    ],
  },
];
