/** Every back-office reply carries a business code and, when something went wrong, a translated message. */
export interface Reply {
  code: number;
  msg?: string;
}

export interface DataReply<T> extends Reply {
  data: T;
}

export interface TableReply<T> extends Reply {
  rows: T[];
  total: number;
}
