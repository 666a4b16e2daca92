/** One entry of the menu tree the server returns from GET /api/getRouters. */
export interface RouterVo {
  name?: string;
  path: string;
  hidden?: boolean;
  /** 'noRedirect' marks a breadcrumb entry that cannot be clicked. */
  redirect?: string;
  /** 'Layout' and 'ParentView' are directories, 'InnerLink' an embedded page, anything else a screen. */
  component?: string;
  alwaysShow?: boolean;
  /** JSON object of query parameters added when the menu entry is opened. */
  query?: string;
  meta?: RouterMeta | null;
  children?: RouterVo[];
}

export interface RouterMeta {
  title: string;
  icon?: string;
  noCache?: boolean;
  link?: string | null;
  affix?: boolean;
  breadcrumb?: boolean;
  activeMenu?: string;
}
